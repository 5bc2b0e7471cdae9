import {
  PeopleDataError,
  type EnrichedContact,
  type PeopleDataProvider,
  type PersonQuery,
} from './people-data-provider';

export type PdlCompatibleOptions = {
  /** Up to the version segment's parent, e.g. https://api.peopledatalabs.com */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Matches below this likelihood are not returned (PDL's min_likelihood). */
  minLikelihood?: number;
  fetch?: typeof fetch;
};

type PdlPerson = {
  work_email?: unknown;
  personal_emails?: unknown;
  emails?: unknown;
  mobile_phone?: unknown;
  phone_numbers?: unknown;
};

// Without the contact add-on PDL answers `true` instead of the value: only strings count.
const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (
      item &&
      typeof item === 'object' &&
      typeof (item as { address?: unknown }).address === 'string'
    )
      return [(item as { address: string }).address];
    return [];
  });

const unique = (values: string[]): string[] => [
  ...new Set(values.map((value) => value.trim()).filter(Boolean)),
];

export const contactOf = (likelihood: number, person: PdlPerson): EnrichedContact => ({
  likelihood,
  emails: unique(
    [...texts(person.work_email), ...texts(person.emails), ...texts(person.personal_emails)].map(
      (email) => email.toLowerCase(),
    ),
  ),
  phones: unique([...texts(person.mobile_phone), ...texts(person.phone_numbers)]),
});

const queryString = (query: PersonQuery, minLikelihood: number): string => {
  const params = new URLSearchParams();
  for (const key of ['profile', 'email', 'name', 'company', 'location'] as const) {
    const value = query[key]?.trim();
    if (value) params.set(key, value);
  }
  params.set('min_likelihood', String(minLikelihood));
  return params.toString();
};

/** GET {base}/v5/person/enrich with the X-Api-Key header: People Data Labs or a server like it. */
export const createPdlCompatibleProvider = (options: PdlCompatibleOptions): PeopleDataProvider => {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const minLikelihood = options.minLikelihood ?? 6;
  return {
    enrichPerson: async (query) => {
      let response: Response;
      try {
        response = await fetchImpl(
          `${base}/v5/person/enrich?${queryString(query, minLikelihood)}`,
          {
            headers: { 'x-api-key': options.apiKey, accept: 'application/json' },
            signal: AbortSignal.timeout(options.timeoutMs),
          },
        );
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        throw new PeopleDataError(
          'unavailable',
          timedOut
            ? 'The people-data provider did not answer in time. Try again later.'
            : 'The people-data provider could not be reached. Try again later.',
        );
      }
      const body = await response.text();
      if (response.status === 404) return null;
      if (response.status === 401 || response.status === 403)
        throw new PeopleDataError(
          'unauthorized',
          'The people-data provider refused our API key. Ask an administrator to check PEOPLE_DATA_API_KEY.',
          response.status,
        );
      if (response.status === 429)
        throw new PeopleDataError(
          'rate_limited',
          'The people-data provider is receiving too many requests right now. Try again in a minute.',
          response.status,
        );
      if (response.status === 400)
        throw new PeopleDataError(
          'bad_request',
          'The people-data provider needs more about this person (a LinkedIn URL, an e-mail, or a name with a company).',
          response.status,
        );
      if (!response.ok)
        throw new PeopleDataError(
          'unavailable',
          `The people-data provider is unavailable (HTTP ${response.status}). Try again later.`,
          response.status,
        );
      try {
        const parsed = JSON.parse(body) as { likelihood?: unknown; data?: PdlPerson };
        const likelihood = typeof parsed.likelihood === 'number' ? parsed.likelihood : 0;
        return contactOf(likelihood, parsed.data ?? {});
      } catch {
        throw new PeopleDataError(
          'unavailable',
          'The people-data provider answered something unreadable. Try again later.',
          response.status,
        );
      }
    },
  };
};
