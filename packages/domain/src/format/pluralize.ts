/**
 * SPEC 9: the plural is used when count is greater than 1, so 0 and 1 take the singular.
 * Returns the word only; the default plural adds 's'.
 */
export const pluralize = (count: number, singular: string, plural = `${singular}s`): string =>
  count > 1 ? plural : singular;

/** The count followed by the word: '1 candidate', '3 candidates', '0 candidate'. */
export const countLabel = (count: number, singular: string, plural?: string): string =>
  `${count} ${pluralize(count, singular, plural)}`;
