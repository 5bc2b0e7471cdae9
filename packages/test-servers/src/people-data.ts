import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { matchesQuery, UnsupportedQuery } from './people-data-search';

/**
 * A person the fake knows, as PDL's `data` object holds it: the contact fields for enrichment, the
 * profile fields for search (keyword fields lower-cased, as PDL stores them).
 */
export type FakePerson = {
  id?: string;
  full_name: string;
  first_name?: string | null;
  last_name?: string | null;
  job_title?: string | null;
  job_title_levels?: string[];
  location_name?: string | null;
  location_locality?: string | null;
  location_country?: string | null;
  skills?: string[];
  inferred_years_experience?: number | null;
  headline?: string | null;
  summary?: string | null;
  experience?: Array<{
    company: { name: string } | null;
    title: { name: string } | null;
    start_date: string | null;
    end_date: string | null;
    is_primary: boolean;
  }>;
  education?: Array<{
    school: { name: string } | null;
    degrees: string[];
    start_date: string | null;
    end_date: string | null;
  }>;
  linkedin_url?: string;
  work_email?: string | null;
  personal_emails?: string[];
  emails?: Array<{ address: string; type: string | null }>;
  mobile_phone?: string | null;
  phone_numbers?: string[];
  job_company_name?: string | null;
};

export type FakePeopleDataRequest = {
  path: string;
  apiKey: string | undefined;
  params: Record<string, string>;
  /** The parsed JSON body of a search. */
  body?: unknown;
};

export type FakePeopleData = {
  /** The base URL to configure as PEOPLE_DATA_API_URL. */
  baseUrl: string;
  apiKey: string;
  requests: FakePeopleDataRequest[];
  /** Adds a person found by their LinkedIn URL, e-mail, or name with company. */
  addPerson: (person: FakePerson) => void;
  close: () => Promise<void>;
};

/** PDL's page size limit for search. */
const MAX_SIZE = 100;

const SEARCH_KEYS = new Set([
  'query',
  'sql',
  'size',
  'scroll_token',
  'titlecase',
  'data_include',
  'dataset',
  'pretty',
]);

type SearchAnswer = { status: number; body: unknown };

const badRequest = (message: string): SearchAnswer => ({
  status: 400,
  body: { status: 400, error: { type: 'invalid_request_error', message } },
});

/** POST /v5/person/search over the stored people, in the order they were added. */
const search = (people: FakePerson[], request: unknown): SearchAnswer => {
  if (!request || typeof request !== 'object' || Array.isArray(request))
    return badRequest('The body must be a JSON object');
  const body = request as Record<string, unknown>;
  const unknownKey = Object.keys(body).find((key) => !SEARCH_KEYS.has(key));
  if (unknownKey) return badRequest(`Unknown parameter ${unknownKey}`);
  if (body.sql !== undefined) return badRequest('The fake answers `query` searches, not `sql`');
  if (!body.query) return badRequest('A query is required');
  const size = body.size ?? 1;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > MAX_SIZE)
    return badRequest(`size must be an integer from 1 to ${MAX_SIZE}`);
  let offset = 0;
  if (body.scroll_token !== undefined) {
    const token =
      typeof body.scroll_token === 'string' ? /^fake\$(\d+)$/.exec(body.scroll_token) : null;
    if (!token) return badRequest('Invalid scroll_token');
    offset = Number(token[1]);
  }
  let matched: FakePerson[];
  try {
    // Checked against an empty record first: a query the fake does not understand is a 400 even
    // when no stored person would get that far.
    matchesQuery(body.query, {});
    matched = people.filter((person) =>
      matchesQuery(body.query, person as unknown as Record<string, unknown>),
    );
  } catch (error) {
    if (error instanceof UnsupportedQuery) return badRequest(error.message);
    throw error;
  }
  if (matched.length === 0)
    return {
      status: 404,
      body: {
        status: 404,
        error: { type: 'not_found', message: 'No records were found matching your search' },
      },
    };
  const next = offset + size;
  return {
    status: 200,
    body: {
      status: 200,
      data: matched.slice(offset, next).map((person) => ({ ...PROFILE_DEFAULTS, ...person })),
      total: matched.length,
      scroll_token: next < matched.length ? `fake$${next}` : null,
    },
  };
};

// PDL answers null for every field it has no data for.
const PROFILE_DEFAULTS = {
  id: null,
  first_name: null,
  last_name: null,
  job_title: null,
  job_title_levels: [],
  job_company_name: null,
  location_name: null,
  location_locality: null,
  location_country: null,
  skills: [],
  inferred_years_experience: null,
  experience: [],
  education: [],
  linkedin_url: null,
  work_email: null,
  personal_emails: [],
  mobile_phone: null,
  phone_numbers: [],
};

/** Where a test posts a FakePerson for the fake to know. */
export const FAKE_PEOPLE_PATH = '/fake/people';

const key = (value: string | undefined) => value?.trim().toLowerCase().replace(/\/+$/, '') ?? '';

const matches = (person: FakePerson, params: Record<string, string>): boolean => {
  if (
    params.profile &&
    key(person.linkedin_url).endsWith(key(params.profile).replace(/^https?:\/\/(www\.)?/, ''))
  )
    return true;
  const emails = [person.work_email, ...(person.personal_emails ?? [])].map((email) =>
    key(email ?? ''),
  );
  if (params.email && emails.includes(key(params.email))) return true;
  return Boolean(
    params.name &&
    params.company &&
    key(person.full_name) === key(params.name) &&
    key(person.job_company_name ?? '') === key(params.company),
  );
};

/**
 * A local server speaking the subset of People Data Labs' APIs we use (shared by the integration
 * tests and the e2e server, decision 011), with X-Api-Key, 401 for a wrong key, 404 without a match:
 * GET /v5/person/enrich → 200 {status, likelihood, data} (contact reveal);
 * POST /v5/person/search {query, size, scroll_token} → 200 {status, data, total, scroll_token}, the
 * query evaluated by people-data-search.ts (400 for what it does not understand).
 */
export const startFakePeopleData = async (apiKey = 'fake-pdl-key'): Promise<FakePeopleData> => {
  const people: FakePerson[] = [];
  const requests: FakePeopleDataRequest[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const params = Object.fromEntries(url.searchParams);
    const sent = request.headers['x-api-key'];
    requests.push({
      path: url.pathname,
      apiKey: typeof sent === 'string' ? sent : undefined,
      params,
    });
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'POST' && url.pathname === '/v5/person/search') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          return answer(400, {
            status: 400,
            error: { type: 'invalid_request_error', message: 'The body is not JSON' },
          });
        }
        const recorded = requests.at(-1);
        if (recorded) recorded.body = body;
        if (sent !== apiKey)
          return answer(401, {
            status: 401,
            error: { type: 'authentication_error', message: 'Invalid API key' },
          });
        const result = search(people, body);
        answer(result.status, result.body);
      });
      return;
    }
    // Not PDL's: lets a test in another process (the e2e suite) teach the fake a person.
    if (request.method === 'POST' && url.pathname === FAKE_PEOPLE_PATH) {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        people.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakePerson);
        answer(200, { ok: true });
      });
      return;
    }
    if (request.method !== 'GET' || url.pathname !== '/v5/person/enrich')
      return answer(404, { status: 404, error: { type: 'not_found', message: 'Unknown path' } });
    if (sent !== apiKey)
      return answer(401, {
        status: 401,
        error: { type: 'authentication_error', message: 'Invalid API key' },
      });
    const person = people.find((candidate) => matches(candidate, params));
    if (!person)
      return answer(404, {
        status: 404,
        error: { type: 'not_found', message: 'No records were found matching your request' },
      });
    answer(200, {
      status: 200,
      likelihood: 9,
      data: {
        work_email: null,
        personal_emails: [],
        emails: [],
        mobile_phone: null,
        phone_numbers: [],
        ...person,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    addPerson: (person) => people.push(person),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
