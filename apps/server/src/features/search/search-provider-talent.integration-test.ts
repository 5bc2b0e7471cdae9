import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  talentSearchRequestSchema,
  type TalentSearchRequestInput,
} from '@hirelane/domain/search/talent-search.schema';
import {
  startFakePeopleData,
  type FakePeopleData,
  type FakePerson,
} from '@hirelane/test-servers/people-data';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { HttpError } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { projectKit, type Kit } from '../projects/project.test-kit';
import { PROVIDER_NOT_CONFIGURED, searchProviderTalent } from './search-provider-talent';

/** Talent search with origin provider, against the fake People Data Labs server. */

let t: TestApp;
let pdl: FakePeopleData;
let kit: Kit;
let owner: { cookie: string; workspace: string };
let tenant: TenantContext;
let userId: string;
let project: string;
let other: string;

const engineer = (first: string, extra: Partial<FakePerson> = {}): FakePerson => ({
  id: `pdl-${first.toLowerCase()}`,
  full_name: `${first} Provider`,
  first_name: first,
  last_name: 'Provider',
  job_title: 'data engineer',
  job_title_levels: ['senior'],
  job_company_name: 'stripe',
  location_locality: 'berlin',
  location_country: 'germany',
  skills: ['sql', 'python', 'spark'],
  inferred_years_experience: 7,
  linkedin_url: `linkedin.com/in/${first.toLowerCase()}-provider`,
  work_email: true as unknown as string,
  experience: [
    {
      company: { name: 'stripe' },
      title: { name: 'data engineer' },
      start_date: '2021-01',
      end_date: null,
      is_primary: true,
    },
    {
      company: { name: 'zalando' },
      title: { name: 'analyst' },
      start_date: '2016-01',
      end_date: '2020-12',
      is_primary: false,
    },
  ],
  ...extra,
});

const search = (
  input: TalentSearchRequestInput,
  app = { db: t.app.db, peopleData: t.app.peopleData },
) =>
  searchProviderTalent(
    app,
    tenant,
    userId,
    project,
    talentSearchRequestSchema.parse({ origin: 'provider', ...input }),
  );

const refusal = async (promise: Promise<unknown>): Promise<HttpError> => {
  const error: unknown = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
};

beforeAll(async () => {
  pdl = await startFakePeopleData();
  for (const name of ['Ada', 'Ben', 'Cleo', 'Dev']) pdl.addPerson(engineer(name));
  pdl.addPerson(engineer('Eve', { job_title: 'designer', skills: ['figma'] }));
  t = await createTestApp({ PEOPLE_DATA_API_URL: pdl.baseUrl, PEOPLE_DATA_API_KEY: pdl.apiKey });
  kit = projectKit(t, 172);
  owner = await kit.owner('provider-owner@example.com');
  project = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Data' }))._id;
  other = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Elsewhere' }))._id;
  const member = await t.pool.query<{ id: string; user_id: string }>(
    'select id, user_id from workspace_member where workspace_id = $1',
    [owner.workspace],
  );
  const row = member.rows[0];
  if (!row) throw new Error('no member');
  userId = row.user_id;
  tenant = { workspaceId: owner.workspace, memberId: row.id, role: 'owner', permissions: [] };
  // Ben is known already: in this project and another one, by his LinkedIn profile.
  for (const projectId of [project, other])
    await kit.addCandidate(owner.cookie, owner.workspace, projectId, {
      full_name: 'Ben Known',
      linkedin_url: 'https://www.linkedin.com/in/Ben-Provider/',
    });
});
afterAll(async () => {
  await t.close();
  await pdl.close();
});

describe('searching the provider', () => {
  it('answers provider people for the filters and keeps their profiles for a save', async () => {
    const page = await search({
      query: 'skills:python',
      filters: { titles: ['Data Engineer'], locations: ['Berlin'], exclude_in_project: false },
      page_size: 10,
    });
    expect(page.total).toBe(4);
    expect(page.results.map((result) => result._id)).toEqual([
      'pdl-ada',
      'pdl-ben',
      'pdl-cleo',
      'pdl-dev',
    ]);
    expect(page.results[0]).toMatchObject({
      origin: 'provider',
      full_name: 'Ada Provider',
      designation: 'data engineer',
      current_company: 'stripe',
      current_city: 'berlin',
      years_of_experience: 7,
      skills: ['python', 'sql', 'spark'],
      past_companies: ['zalando'],
      has_email: true,
      has_linkedin: true,
      in_this_project: false,
      projects: [],
      match: null,
    });
    expect(page.results[1]).toMatchObject({
      in_this_project: true,
      projects: [{ _id: other, name: 'Elsewhere' }],
    });
    const kept = await t.pool.query<{ provider_id: string }>(
      'select provider_id from provider_profile where workspace_id = $1 order by provider_id',
      [owner.workspace],
    );
    expect(kept.rows.map((row) => row.provider_id)).toEqual([
      'pdl-ada',
      'pdl-ben',
      'pdl-cleo',
      'pdl-dev',
    ]);
  });

  it('leaves out people already in the project by default', async () => {
    const page = await search({ filters: { titles: ['data engineer'] } });
    expect(page.results.map((result) => result._id)).not.toContain('pdl-ben');
    expect(page.total).toBe(4);
  });

  it('pages by the provider cursor, and refuses to jump far ahead', async () => {
    const request = {
      query: 'title:"data engineer"',
      page_size: 1,
      filters: { exclude_in_project: false },
    };
    expect((await search({ ...request, page: 1 })).results[0]?._id).toBe('pdl-ada');
    expect((await search({ ...request, page: 2 })).results[0]?._id).toBe('pdl-ben');
    // Page 4 is two pages ahead of what is known: fetched by walking on.
    expect((await search({ ...request, page: 4 })).results[0]?._id).toBe('pdl-dev');
    expect((await search({ ...request, page: 5 })).results).toEqual([]);
    const far = await refusal(search({ ...request, page: 40 }));
    expect(far.statusCode).toBe(422);
    expect(far.message).toContain('page by page');
  });

  it('says which part of the query the provider cannot search', async () => {
    const error = await refusal(search({ query: 'python OR java' }));
    expect(error.statusCode).toBe(422);
    expect(error.fieldErrors).toEqual([
      { path: 'query', message: expect.stringContaining('"python OR java"') as string },
    ]);
  });

  it('says how to configure the provider when there is none', async () => {
    const error = await refusal(search({}, { db: t.app.db, peopleData: null }));
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(PROVIDER_NOT_CONFIGURED);
    expect(error.message).toContain('PEOPLE_DATA_API_URL');
  });

  it("answers 404 for another workspace's project", async () => {
    const stranger = await kit.owner('provider-stranger@example.com', 'Strangers');
    const theirs = (await kit.createProject(stranger.cookie, stranger.workspace, { name: 'X' }))
      ._id;
    const error = await refusal(
      searchProviderTalent(
        t.app,
        tenant,
        userId,
        theirs,
        talentSearchRequestSchema.parse({ origin: 'provider' }),
      ),
    );
    expect(error.statusCode).toBe(404);
  });
});
