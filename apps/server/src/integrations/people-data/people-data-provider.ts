/**
 * A people-data (enrichment) provider: one person in, their known contact details out. Shaped
 * like People Data Labs' Person Enrichment API (GET /v5/person/enrich), which charges per match.
 */
export type PersonQuery = {
  /** A social profile URL (LinkedIn), the strongest key. */
  profile?: string | undefined;
  email?: string | undefined;
  name?: string | undefined;
  company?: string | undefined;
  location?: string | undefined;
};

export type EnrichedContact = {
  /** 1–10: how sure the provider is that this is the person asked about. */
  likelihood: number;
  /** Work e-mail first, then the others, lower-cased, without duplicates. */
  emails: string[];
  /** Mobile first, then the others, as the provider writes them. */
  phones: string[];
};

export type PeopleDataErrorKind = 'unauthorized' | 'rate_limited' | 'unavailable' | 'bad_request';

/** The provider could not answer; the message says what to do and that nothing was charged. */
export class PeopleDataError extends Error {
  constructor(
    readonly kind: PeopleDataErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PeopleDataError';
  }
}

export type PeopleDataProvider = {
  /** The match, or null when the provider knows nobody fitting the query (its 404). */
  enrichPerson: (query: PersonQuery) => Promise<EnrichedContact | null>;
};
