/**
 * Below this word similarity a `name:` term does not match (pg_trgm's default, 0.6, misses "Jonh").
 * Every connection starts with it as pg_trgm.word_similarity_threshold (the server's db/client.ts), which the
 * `%>` operator of the fuzzy name condition reads.
 */
export const NAME_SIMILARITY_THRESHOLD = 0.4;

/**
 * A name term of at most this many letters must be closer: at 0.4, two shared trigrams of five
 * are enough, so "Shha" matched everyone whose name starts with "Sh" (22k of 1M).
 */
export const SHORT_NAME_LENGTH = 4;
export const SHORT_NAME_SIMILARITY_THRESHOLD = 0.6;
