import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakePeopleData,
  type FakePeopleData,
  type FakePerson,
} from '@hirelane/test-servers/people-data';
import { createPdlCompatibleProvider } from './pdl-compatible-provider';
import type { PeopleSearchCriteria } from './people-data-provider';

let pdl: FakePeopleData;

// PDL keeps its keyword fields lower-cased; the mapper must lower-case to find anyone.
const person = (
  first: string,
  title: string,
  levels: string[],
  company: string,
  [city, country]: [string, string],
  skills: string[],
  years: number | null,
  past: string[] = [],
  extra: Partial<FakePerson> = {},
): FakePerson => ({
  id: `pdl-${first.toLowerCase()}`,
  full_name: `${first} Example`,
  first_name: first,
  last_name: 'Example',
  job_title: title,
  job_title_levels: levels,
  job_company_name: company,
  location_locality: city,
  location_country: country,
  skills,
  inferred_years_experience: years,
  experience: [
    {
      company: { name: company },
      title: { name: title },
      start_date: '2022-01',
      end_date: null,
      is_primary: true,
    },
    ...past.map((name, index) => ({
      company: { name },
      title: { name: 'engineer' },
      start_date: `${2015 + index}-01`,
      end_date: `${2015 + index}-12`,
      is_primary: false,
    })),
  ],
  ...extra,
});

const POOL: FakePerson[] = [
  person(
    'Ada',
    'senior data engineer',
    ['senior'],
    'stripe',
    ['berlin', 'germany'],
    ['python', 'sql', 'airflow'],
    8,
    ['google'],
    {
      full_name: 'Ada Lovelace',
      last_name: 'Lovelace',
      headline: 'Builds streaming pipelines with Kafka',
      education: [
        {
          school: { name: 'tu berlin' },
          degrees: ['master of science'],
          start_date: '2012',
          end_date: '2014',
        },
      ],
      linkedin_url: 'linkedin.com/in/ada-lovelace',
      work_email: 'ada@stripe.example',
    },
  ),
  person(
    'Bruno',
    'data engineer',
    [],
    'acme',
    ['lisbon', 'portugal'],
    ['python', 'sql', 'dbt'],
    3,
    ['stripe'],
  ),
  person(
    'Chen',
    'staff software engineer',
    ['senior'],
    'google',
    ['san francisco', 'united states'],
    ['go', 'kubernetes', 'python'],
    12,
    ['google'],
  ),
  person(
    'Dana',
    'engineering manager',
    ['manager'],
    'stripe',
    ['new york', 'united states'],
    ['python', 'leadership'],
    14,
    ['google'],
  ),
  person(
    'Emre',
    'junior data analyst',
    ['entry'],
    'acme',
    ['istanbul', 'turkey'],
    ['sql', 'excel'],
    1,
  ),
  person(
    'Fatima',
    'head of data',
    ['director'],
    'monzo',
    ['london', 'united kingdom'],
    ['sql', 'python', 'airflow'],
    15,
    ['stripe'],
  ),
  person(
    'Gustavo',
    'senior data engineer',
    ['senior'],
    'mercadolibre',
    ['são paulo', 'brazil'],
    ['scala', 'spark', 'sql'],
    null,
  ),
  person('Hana', 'data engineer', [], 'line', ['tokyo', 'japan'], ['python', 'spark'], 5, [
    'rakuten',
  ]),
  person('Ivan', 'cto', ['cxo'], 'acme', ['berlin', 'germany'], ['go', 'python', 'leadership'], 20),
  person(
    'Julia',
    'software engineer',
    [],
    'stripe',
    ['berlin', 'germany'],
    ['typescript', 'react'],
    4,
    [],
    {
      work_email: true as unknown as string,
      mobile_phone: true as unknown as string,
    },
  ),
];

beforeAll(async () => {
  pdl = await startFakePeopleData('right-key');
  for (const entry of POOL) pdl.addPerson(entry);
});
afterAll(async () => pdl?.close());

const provider = (apiKey = 'right-key', baseUrl = pdl.baseUrl, fetchImpl?: typeof fetch) =>
  createPdlCompatibleProvider({
    baseUrl,
    apiKey,
    timeoutMs: 2000,
    now: () => new Date('2026-11-24T00:00:00Z'),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });

const firstNames = async (criteria: PeopleSearchCriteria): Promise<string[]> => {
  const page = await provider().searchPeople(criteria, { size: 100 });
  expect(page.total).toBe(page.profiles.length);
  return page.profiles.map((profile) => profile.firstName ?? '');
};

describe('searching people through the People Data Labs client', () => {
  it('posts the mapped query with the key and reads the profiles', async () => {
    const page = await provider().searchPeople({ name: 'ada lovelace' }, { size: 10 });
    expect(pdl.requests.at(-1)).toMatchObject({
      path: '/v5/person/search',
      apiKey: 'right-key',
      body: {
        size: 10,
        titlecase: true,
        query: { bool: { must: [{ match_phrase: { full_name: 'ada lovelace' } }] } },
      },
    });
    expect(page).toEqual({
      total: 1,
      cursor: null,
      profiles: [
        {
          providerId: 'pdl-ada',
          fullName: 'Ada Lovelace',
          firstName: 'Ada',
          lastName: 'Lovelace',
          title: 'senior data engineer',
          company: 'stripe',
          city: 'berlin',
          country: 'germany',
          yearsOfExperience: 8,
          skills: ['python', 'sql', 'airflow'],
          experience: [
            {
              company: 'stripe',
              title: 'senior data engineer',
              startDate: '2022-01',
              endDate: null,
              isCurrent: true,
            },
            {
              company: 'google',
              title: 'engineer',
              startDate: '2015-01',
              endDate: '2015-12',
              isCurrent: false,
            },
          ],
          education: [
            {
              school: 'tu berlin',
              degrees: ['master of science'],
              startDate: '2012',
              endDate: '2014',
            },
          ],
          linkedinUrl: 'https://linkedin.com/in/ada-lovelace',
          hasEmail: true,
          hasPhone: false,
        },
      ],
    });
  });

  it('selects by title phrase, case-insensitively, and by any of several titles', async () => {
    expect(await firstNames({ titles: ['Data Engineer'] })).toEqual([
      'Ada',
      'Bruno',
      'Gustavo',
      'Hana',
    ]);
    expect(await firstNames({ titles: ['CTO', 'Head of Data'] })).toEqual(['Fatima', 'Ivan']);
  });

  it('selects by skills that must all be there, or any of them', async () => {
    expect(await firstNames({ skillsAll: ['Python', 'SQL'] })).toEqual(['Ada', 'Bruno', 'Fatima']);
    expect(await firstNames({ skillsAny: ['Airflow', 'dbt'] })).toEqual(['Ada', 'Bruno', 'Fatima']);
    expect(await firstNames({ skillsAll: ['python'], skillsAny: ['spark', 'leadership'] })).toEqual(
      ['Dana', 'Hana', 'Ivan'],
    );
  });

  it('selects by city with country, or by country alone', async () => {
    expect(await firstNames({ locations: [{ city: 'Berlin', country: 'Germany' }] })).toEqual([
      'Ada',
      'Ivan',
      'Julia',
    ]);
    expect(
      await firstNames({
        locations: [{ city: 'Berlin', country: 'Germany' }, { country: 'Japan' }],
      }),
    ).toEqual(['Ada', 'Hana', 'Ivan', 'Julia']);
    expect(await firstNames({ locations: [{ city: 'Berlin', country: 'Japan' }] })).toEqual([]);
  });

  it('includes and excludes current companies, and finds past ones', async () => {
    expect(await firstNames({ currentCompanies: ['Stripe'] })).toEqual(['Ada', 'Dana', 'Julia']);
    expect(await firstNames({ titles: ['data engineer'], excludedCompanies: ['ACME'] })).toEqual([
      'Ada',
      'Gustavo',
      'Hana',
    ]);
    // Chen works at Google now: not a past employer.
    expect(await firstNames({ pastCompanies: ['Google'] })).toEqual(['Ada', 'Dana']);
  });

  it('selects by years of experience (unknown years match no bound) and by seniority', async () => {
    expect(await firstNames({ minYears: 10 })).toEqual(['Chen', 'Dana', 'Fatima', 'Ivan']);
    expect(await firstNames({ maxYears: 5 })).toEqual(['Bruno', 'Emre', 'Hana', 'Julia']);
    expect(await firstNames({ minYears: 4, maxYears: 8 })).toEqual(['Ada', 'Hana', 'Julia']);
    expect(await firstNames({ seniorities: ['senior'] })).toEqual(['Ada', 'Chen', 'Gustavo']);
    expect(await firstNames({ seniorities: ['executive', 'lead'] })).toEqual(['Dana', 'Ivan']);
  });

  it('combines criteria, school and free words', async () => {
    expect(
      await firstNames({
        titles: ['data engineer'],
        skillsAll: ['python'],
        locations: [{ country: 'germany' }],
        schools: ['TU Berlin'],
        text: 'kafka pipelines',
      }),
    ).toEqual(['Ada']);
    expect(await firstNames({ text: 'kafka cobol' })).toEqual([]);
  });

  it('pages through with the cursor, the total on every page', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await provider().searchPeople({ skillsAny: ['python'] }, { size: 3, cursor });
      expect(page.total).toBe(7);
      seen.push(...page.profiles.map((profile) => profile.firstName ?? ''));
      cursor = page.cursor;
      pages += 1;
    } while (cursor && pages < 5);
    expect(pages).toBe(3);
    expect(seen).toEqual(['Ada', 'Bruno', 'Chen', 'Dana', 'Fatima', 'Hana', 'Ivan']);
  });

  it("caps the page size at PDL's 100", async () => {
    await provider().searchPeople({}, { size: 500 });
    expect(pdl.requests.at(-1)?.body).toMatchObject({ size: 100 });
  });

  it('answers an empty page when nobody matches (PDL answers 404)', async () => {
    expect(await provider().searchPeople({ titles: ['astronaut'] }, { size: 10 })).toEqual({
      profiles: [],
      total: 0,
      cursor: null,
    });
  });

  it('says which key to check on a 401, and that the provider is unreachable when it is', async () => {
    await expect(provider('wrong').searchPeople({}, { size: 1 })).rejects.toMatchObject({
      kind: 'unauthorized',
      message: expect.stringContaining('PEOPLE_DATA_API_KEY') as string,
    });
    await expect(
      provider('right-key', 'http://127.0.0.1:9').searchPeople({}, { size: 1 }),
    ).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('fails loudly on a query the fake does not understand', async () => {
    const wildcard: typeof fetch = (url, init) =>
      fetch(url, {
        ...init,
        body: JSON.stringify({ query: { wildcard: { job_title: 'data*' } }, size: 1 }),
      });
    await expect(
      provider('right-key', pdl.baseUrl, wildcard).searchPeople({}, { size: 1 }),
    ).rejects.toMatchObject({
      kind: 'bad_request',
      status: 400,
      message: expect.stringContaining('wildcard') as string,
    });
  });

  it('maps out of provider credits, rate limits and server errors', async () => {
    const answering =
      (status: number): typeof fetch =>
      () =>
        Promise.resolve(new Response(JSON.stringify({ status }), { status }));
    const search = (status: number) =>
      provider('right-key', pdl.baseUrl, answering(status)).searchPeople({}, { size: 1 });
    await expect(search(402)).rejects.toMatchObject({ kind: 'out_of_credits', status: 402 });
    await expect(search(429)).rejects.toMatchObject({ kind: 'rate_limited', status: 429 });
    await expect(search(503)).rejects.toMatchObject({ kind: 'unavailable', status: 503 });
  });
});
