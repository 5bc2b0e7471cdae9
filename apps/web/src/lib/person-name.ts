type PersonLike = { first_name: string; last_name: string; email: string };

/** "First Last", or the e-mail address when no name is known. */
export const personName = (person: PersonLike): string =>
  `${person.first_name} ${person.last_name}`.trim() || person.email;
