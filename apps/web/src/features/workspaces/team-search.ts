/** Lower case without accents, so "jose" finds "José" and "ADA" finds "ada@…". */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Whether a team row matches what was typed in the search box: every word of the query must
 * appear in the name or the e-mail address, in any case. A blank query matches everyone.
 */
export const matchesTeamSearch = (
  query: string,
  person: { name: string; email: string },
): boolean => {
  const haystack = fold(`${person.name} ${person.email}`);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
};
