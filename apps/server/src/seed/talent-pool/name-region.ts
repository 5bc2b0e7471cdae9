/** A naming culture: which names, in which order they are written, and where its people mostly live. */
export type NameRegion = {
  id: string;
  /** Family name first (Chinese, Japanese, Korean) or given name first. */
  order: 'given-family' | 'family-given';
  first: readonly string[];
  last: readonly string[];
  /** ISO country codes where people of this culture live, with weights. */
  countries: readonly (readonly [string, number])[];
  /** Share of the pool. */
  weight: number;
};
