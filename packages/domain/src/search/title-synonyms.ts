import { roleWords } from './match-text';
import { TITLE_FAMILIES, type TitleFamily } from './title-families';

/** At most this many synonyms per title, so a query built from them stays short and readable. */
export const MAX_TITLE_SYNONYMS = 6;

const keyOf = (title: string): string => roleWords(title).join(' ');

/** Each family's members by the key of every title and spelling, the first family first. */
const FAMILIES_BY_KEY: ReadonlyMap<string, readonly TitleFamily[]> = (() => {
  const byKey = new Map<string, TitleFamily[]>();
  for (const family of TITLE_FAMILIES) {
    for (const title of [...family.titles, ...(family.spellings ?? [])]) {
      const key = keyOf(title);
      const known = byKey.get(key) ?? [];
      if (!known.includes(family)) known.push(family);
      byKey.set(key, known);
    }
  }
  return byKey;
})();

/** Keys of more than one word, longest first, for finding a known title inside a longer one. */
const MULTI_WORD_KEYS_LONGEST_FIRST = [...FAMILIES_BY_KEY.keys()]
  .filter((key) => key.includes(' '))
  .sort((a, b) => b.split(' ').length - a.split(' ').length || b.length - a.length);

/** Qualifiers after the role ("Backend Engineer (Payments)", "Nurse - ICU", "Engineer, Data"). */
const QUALIFIER = /\s[-–—|@]\s|[(,[|]/;

/**
 * The role a job title names, without its level and trailing qualifiers, in the title's own
 * casing: "Senior Backend Engineer II (Payments)" → "Backend Engineer". The whole title (trimmed)
 * when nothing would remain.
 */
export const coreTitle = (title: string): string => {
  const trimmed = title.trim();
  const beforeQualifier = trimmed.split(QUALIFIER)[0]?.trim() ?? '';
  const kept = beforeQualifier
    .split(/\s+/)
    .filter((word) => word !== '' && roleWords(word).length > 0);
  return kept.length > 0 ? kept.join(' ') : trimmed;
};

const containsKey = (words: string, key: string): boolean => ` ${words} `.includes(` ${key} `);

/** The families of a key: the one it heads when there is one (an iOS Engineer is not offered Android titles), else every family it is in. */
const familiesOf = (key: string): readonly TitleFamily[] => {
  const families = FAMILIES_BY_KEY.get(key) ?? [];
  const headed = families.find((family) => keyOf(family.titles[0] ?? '') === key);
  return headed ? [headed] : families;
};

/**
 * Other titles for the role a job title names (its level left out), from the curated families:
 * "Senior Backend Engineer" → ["Backend Developer", "Server Engineer", …]. A title that holds a
 * known title of two words or more ("Backend Engineer Payments") gets that title and its
 * synonyms; unknown titles get [].
 */
export const titleSynonyms = (title: string): string[] => {
  const key = keyOf(coreTitle(title));
  if (key === '') return [];
  const known = FAMILIES_BY_KEY.has(key)
    ? key
    : MULTI_WORD_KEYS_LONGEST_FIRST.find((candidate) => containsKey(key, candidate));
  if (known === undefined) return [];
  const seen = new Set([key]);
  const synonyms: string[] = [];
  for (const family of familiesOf(known)) {
    for (const synonym of family.titles) {
      const synonymKey = keyOf(synonym);
      if (seen.has(synonymKey)) continue;
      seen.add(synonymKey);
      synonyms.push(synonym);
    }
  }
  return synonyms.slice(0, MAX_TITLE_SYNONYMS);
};

/**
 * One-click synonyms for the Boolean Builder: the synonyms of each given title (in the order the
 * titles are given), without the titles already there and without repeats, at most `limit`.
 */
export const suggestTitleSynonyms = (titles: readonly string[], limit = 8): string[] => {
  const asked = new Set(titles.map((title) => keyOf(coreTitle(title))));
  const found = new Map<string, string>();
  for (const title of titles)
    for (const synonym of titleSynonyms(title)) {
      const key = keyOf(synonym);
      if (!asked.has(key) && !found.has(key)) found.set(key, synonym);
    }
  return [...found.values()].slice(0, limit);
};
