import type { SENIORITY_LEVELS } from '@hirelane/domain/product/seniority-levels';

/**
 * A people-data provider. Enrichment: one person in, their known contact details out, shaped like
 * People Data Labs' Person Enrichment API (GET /v5/person/enrich), which charges per match.
 * Search: criteria in, a page of profiles out, shaped like PDL's Person Search API
 * (POST /v5/person/search), which charges per profile returned.
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

export type PeopleDataErrorKind =
  'unauthorized' | 'rate_limited' | 'out_of_credits' | 'unavailable' | 'bad_request';

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
  /** One page of people matching every given criterion; no match is an empty page, not an error. */
  searchPeople: (
    criteria: PeopleSearchCriteria,
    page: { size: number; cursor?: string | null | undefined },
  ) => Promise<PeopleSearchPage>;
};

export type SearchSeniority = (typeof SENIORITY_LEVELS)[number];

/**
 * What to search for. Every given field narrows the result (AND); the values inside one list are
 * alternatives (OR) unless the name says otherwise. Empty lists and blank texts are ignored.
 */
export type PeopleSearchCriteria = {
  /** Current job titles, any of them, each as a phrase ("data engineer"). */
  titles?: string[] | undefined;
  /** Skills the person must all have. */
  skillsAll?: string[] | undefined;
  /** Skills of which the person must have at least one. */
  skillsAny?: string[] | undefined;
  /** Any of these places; a place gives a city, a country, or both. */
  locations?: Array<{ city?: string | undefined; country?: string | undefined }> | undefined;
  /** Works now at one of these companies. */
  currentCompanies?: string[] | undefined;
  /** Does not work now at any of these companies. */
  excludedCompanies?: string[] | undefined;
  /** Worked at one of these companies before (not the current job). */
  pastCompanies?: string[] | undefined;
  /** Any of these levels (the job's scale; see decision 025 for the provider's). */
  seniorities?: SearchSeniority[] | undefined;
  minYears?: number | undefined;
  maxYears?: number | undefined;
  /** Studied at one of these schools. */
  schools?: string[] | undefined;
  /** The person's name, as a phrase. */
  name?: string | undefined;
  /** Free words, all of them in the title, the headline or the summary. */
  text?: string | undefined;
};

export type ProviderExperience = {
  company: string | null;
  title: string | null;
  /** "2019-03" or "2019" as the provider knows it. */
  startDate: string | null;
  /** Null while current. */
  endDate: string | null;
  isCurrent: boolean;
};

export type ProviderEducation = {
  school: string | null;
  degrees: string[];
  startDate: string | null;
  endDate: string | null;
};

/** A person as the provider knows them: not in the workspace until someone saves them. */
export type ProviderProfile = {
  /** The provider's id for the person. */
  providerId: string;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  company: string | null;
  city: string | null;
  country: string | null;
  /** From the provider's own figure, else from the experience dates; null when neither exists. */
  yearsOfExperience: number | null;
  skills: string[];
  experience: ProviderExperience[];
  education: ProviderEducation[];
  linkedinUrl: string | null;
  /** The provider holds an e-mail / a phone (revealing it is a separate, paid action). */
  hasEmail: boolean;
  hasPhone: boolean;
};

export type PeopleSearchPage = {
  profiles: ProviderProfile[];
  /** How many people match in all. */
  total: number;
  /** Pass back for the next page; null on the last one. */
  cursor: string | null;
};
