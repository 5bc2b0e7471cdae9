import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A person the fake knows, as PDL's `data` object holds it (the contact fields). */
export type FakePerson = {
  full_name: string;
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
 * A local server speaking the subset of People Data Labs' Person Enrichment API that contact
 * reveal uses (shared by the integration tests and the e2e server, decision 011): GET /v5/person/enrich with X-Api-Key, 200 {status, likelihood, data} on a match,
 * 404 without one, 401 for a wrong key.
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
