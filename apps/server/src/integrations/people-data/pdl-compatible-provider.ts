import {
  PeopleDataError,
  type EnrichedContact,
  type PeopleDataProvider,
  type PersonQuery,
} from './people-data-provider';
import { providerProfileOf, type PdlProfile } from './pdl-profile';
import { pdlSearchQuery } from './pdl-search-query';

export type PdlCompatibleOptions = {
  /** Up to the version segment's parent, e.g. https://api.peopledatalabs.com */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Matches below this likelihood are not returned (PDL's min_likelihood). */
  minLikelihood?: number;
  fetch?: typeof fetch;
  /** Dates the current jobs when years of experience are computed from them. */
  now?: () => Date;
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

type PdlAnswer = { status: number; body: string };

const unreadable = (status: number) =>
  new PeopleDataError(
    'unavailable',
    'The people-data provider answered something unreadable. Try again later.',
    status,
  );

/**
 * One call with the key and the timeout. 404 is returned (no match is an answer); every other
 * failure becomes a PeopleDataError that says what to do. `badRequest` words a 400 for the call.
 */
const callPdl = async (
  options: PdlCompatibleOptions,
  url: string,
  init: { method: 'GET' | 'POST'; body?: string },
  badRequest: (detail: string) => string,
): Promise<PdlAnswer> => {
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: init.method,
      headers: {
        'x-api-key': options.apiKey,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: init.body }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
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
  if (response.ok || response.status === 404) return { status: response.status, body };
  if (response.status === 401 || response.status === 403)
    throw new PeopleDataError(
      'unauthorized',
      'The people-data provider refused our API key. Ask an administrator to check PEOPLE_DATA_API_KEY.',
      response.status,
    );
  if (response.status === 402)
    throw new PeopleDataError(
      'out_of_credits',
      "The people-data provider's account has no lookups left. Ask an administrator to top up the provider account behind PEOPLE_DATA_API_KEY.",
      response.status,
    );
  if (response.status === 429)
    throw new PeopleDataError(
      'rate_limited',
      'The people-data provider is receiving too many requests right now. Try again in a minute.',
      response.status,
    );
  if (response.status === 400)
    throw new PeopleDataError('bad_request', badRequest(errorMessageOf(body)), response.status);
  throw new PeopleDataError(
    'unavailable',
    `The people-data provider is unavailable (HTTP ${response.status}). Try again later.`,
    response.status,
  );
};

const errorMessageOf = (body: string): string => {
  try {
    const message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message;
    return typeof message === 'string' ? message : '';
  } catch {
    return '';
  }
};

/** PDL's page size limit for the Person Search API. */
export const PDL_MAX_PAGE_SIZE = 100;

/**
 * GET {base}/v5/person/enrich and POST {base}/v5/person/search with the X-Api-Key header: People
 * Data Labs or a server like it.
 */
export const createPdlCompatibleProvider = (options: PdlCompatibleOptions): PeopleDataProvider => {
  const base = options.baseUrl.replace(/\/+$/, '');
  const minLikelihood = options.minLikelihood ?? 6;
  const now = options.now ?? (() => new Date());
  return {
    enrichPerson: async (query) => {
      const answer = await callPdl(
        options,
        `${base}/v5/person/enrich?${queryString(query, minLikelihood)}`,
        { method: 'GET' },
        () =>
          'The people-data provider needs more about this person (a LinkedIn URL, an e-mail, or a name with a company).',
      );
      if (answer.status === 404) return null;
      try {
        const parsed = JSON.parse(answer.body) as { likelihood?: unknown; data?: PdlPerson };
        const likelihood = typeof parsed.likelihood === 'number' ? parsed.likelihood : 0;
        return contactOf(likelihood, parsed.data ?? {});
      } catch {
        throw unreadable(answer.status);
      }
    },

    searchPeople: async (criteria, page) => {
      const size = Math.min(PDL_MAX_PAGE_SIZE, Math.max(1, Math.floor(page.size) || 1));
      const answer = await callPdl(
        options,
        `${base}/v5/person/search`,
        {
          method: 'POST',
          body: JSON.stringify({
            query: pdlSearchQuery(criteria),
            size,
            titlecase: true,
            ...(page.cursor ? { scroll_token: page.cursor } : {}),
          }),
        },
        (detail) =>
          `The people-data provider did not accept the search${detail ? `: ${detail}` : ''}.`,
      );
      if (answer.status === 404) return { profiles: [], total: 0, cursor: null };
      let parsed: { data?: unknown; total?: unknown; scroll_token?: unknown };
      try {
        parsed = JSON.parse(answer.body) as typeof parsed;
      } catch {
        throw unreadable(answer.status);
      }
      if (!Array.isArray(parsed.data)) throw unreadable(answer.status);
      const today = now();
      const profiles = parsed.data.map((person) =>
        providerProfileOf(
          person && typeof person === 'object' ? (person as PdlProfile) : {},
          today,
        ),
      );
      const total = typeof parsed.total === 'number' ? parsed.total : profiles.length;
      // A short page is the last one, whatever token comes with it.
      const cursor =
        typeof parsed.scroll_token === 'string' && parsed.scroll_token && profiles.length === size
          ? parsed.scroll_token
          : null;
      return { profiles, total, cursor };
    },
  };
};
