import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildJobMatchSpec, scoreTalentMatch } from '@hirelane/domain/search/job-match';
import type { SavedSearch } from '@hirelane/domain/search/saved-search.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { campaignKit, type As } from '../campaigns/campaign.test-kit';
import { COMPLETE_JOB } from '../projects/project.test-kit';
import { PROVIDER_NOT_CONFIGURED } from './search-provider-talent';
import { SEARCH_POOL } from './talent-search-pool.test-kit';
import { insertPool, linkToProject, searchKit } from './talent-search.test-kit';

/** Issue 17, decision 027: the talent search engine on PostgreSQL, through its routes. */

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let search: ReturnType<typeof searchKit>;
let owner: As;
let member: As;
let projectId: string;
let ids: Record<string, string>;
let workspaceId: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = campaignKit(t, 181);
  search = searchKit(t);
  owner = await kit.owner('search-owner@example.com');
  workspaceId = owner.workspace;
  projectId = (
    await kit.createProject(owner.cookie, owner.workspace, { name: 'Backend', job: COMPLETE_JOB })
  )._id;
  const teammate = await kit.teammate(owner.cookie, owner.workspace, 'search-member@example.com');
  member = { cookie: teammate.cookie, workspace: owner.workspace };
  const added = await call(t, 'POST', `/api/project/${projectId}/members/add`, {
    ...owner,
    body: { members: [{ _id: teammate.memberId, role: 'collaborator' }] },
  });
  expect(added.statusCode, added.body).toBe(200);
  ids = await insertPool(t, workspaceId, SEARCH_POOL);
  await linkToProject(t, workspaceId, projectId, [ids['Ana García'] ?? '']);
});
afterAll(async () => {
  await t.close();
});

describe('the index', () => {
  it('holds one row per person after a multi-row INSERT … SELECT', async () => {
    const { rows } = await t.pool.query<{ indexed: number; people: number }>(
      `select (select count(*)::int from candidate_search where workspace_id = $1) as indexed,
              (select count(*)::int from candidate where workspace_id = $1) as people`,
      [workspaceId],
    );
    expect(rows[0]).toEqual({ indexed: SEARCH_POOL.length, people: SEARCH_POOL.length });
  });
});

describe('query language', () => {
  it('narrows each field to its part of the profile', async () => {
    const as = owner;
    expect(await search.names(as, projectId, 'title:"backend engineer"')).toEqual([
      'Ana García',
      'Chloé Dubois',
    ]);
    expect(await search.names(as, projectId, 'company:acme')).toEqual(['Ana García', 'John Smith']);
    expect(await search.names(as, projectId, 'past_company:acme')).toEqual(['Priya Patel']);
    expect(await search.names(as, projectId, 'location:berlin')).toEqual([
      'Ana García',
      'Priya Patel',
      'Wei Zhang',
    ]);
    expect(await search.names(as, projectId, 'school:stanford')).toEqual(['John Smith']);
    expect(await search.names(as, projectId, 'skills:typescript')).toEqual([
      'Ana García',
      'Chloé Dubois',
      'Priya Patel',
    ]);
    expect(await search.names(as, projectId, 'skills:"node js"')).toEqual(['Priya Patel']);
  });

  it('binds NOT tighter than AND, and AND tighter than OR; parentheses override', async () => {
    expect(await search.names(owner, projectId, 'python OR typescript react')).toEqual([
      'John Smith',
      'Priya Patel',
    ]);
    expect(await search.names(owner, projectId, '(python OR typescript) react')).toEqual([
      'Priya Patel',
    ]);
  });

  it('excludes with NOT and -word', async () => {
    const expected = ['Ana García', 'Chloé Dubois'];
    expect(await search.names(owner, projectId, 'typescript NOT react')).toEqual(expected);
    expect(await search.names(owner, projectId, 'typescript -react')).toEqual(expected);
    expect(await search.names(owner, projectId, 'NOT typescript')).toEqual([
      'John Smith',
      'José Müller',
      'Wei Zhang',
    ]);
  });

  it('matches phrases as consecutive words, anywhere in the profile', async () => {
    expect(await search.names(owner, projectId, '"backend engineer"')).toEqual([
      'Ana García',
      'Chloé Dubois',
      'Priya Patel',
    ]);
    expect(await search.names(owner, projectId, '"engineer backend"')).toEqual([]);
  });

  it('ignores accents and case', async () => {
    expect(await search.names(owner, projectId, 'jose MULLER')).toEqual(['José Müller']);
    expect(await search.names(owner, projectId, 'garcia')).toEqual(['Ana García']);
    expect(await search.names(owner, projectId, 'Chloé')).toEqual(['Chloé Dubois']);
  });

  it('keeps C++, C# and .NET apart', async () => {
    expect(await search.names(owner, projectId, 'C++')).toEqual(['José Müller']);
    expect(await search.names(owner, projectId, 'c#')).toEqual(['Chloé Dubois']);
    expect(await search.names(owner, projectId, '.NET')).toEqual(['Chloé Dubois']);
    expect(await search.names(owner, projectId, 'skills:c++')).toEqual(['José Müller']);
  });

  it('finds names with typos', async () => {
    expect(await search.names(owner, projectId, 'name:smiht')).toEqual(['John Smith']);
    expect(await search.names(owner, projectId, 'name:"priya patl"')).toEqual(['Priya Patel']);
    expect(await search.names(owner, projectId, 'name:zhang')).toEqual(['Wei Zhang']);
  });

  it('asks short name terms to be closer', async () => {
    expect(await search.names(owner, projectId, 'name:smih')).toEqual(['John Smith']);
    // Two trigrams of five in common were enough before: "zhqq" matched Zhang.
    expect(await search.names(owner, projectId, 'name:zhqq')).toEqual([]);
  });

  it('answers a syntax error as a validation error pointing at the character', async () => {
    const response = await search.run(owner, projectId, { query: 'java (python' });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as { path: string; message: string }[];
    expect(errors[0]?.path).toBe('query');
    expect(errors[0]?.message).toMatch(/\(at character 6\)$/);
  });
});

describe('origin', () => {
  it('sends provider searches to the people-data provider, which says how to configure it', async () => {
    const response = await search.run(owner, projectId, {
      query: 'typescript',
      origin: 'provider',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(PROVIDER_NOT_CONFIGURED);
  });
});

describe('filters', () => {
  it('applies each filter', async () => {
    const names = (filters: object) => search.names(owner, projectId, '', filters);
    expect(await names({ titles: ['Backend Engineer'] })).toEqual(['Ana García', 'Chloé Dubois']);
    expect(await names({ seniorities: ['senior'] })).toEqual(['Ana García']);
    expect(await names({ seniorities: ['lead'] })).toEqual(['Wei Zhang']);
    expect(await names({ skills_must: ['typescript', 'postgresql'] })).toEqual(['Ana García']);
    expect(await names({ skills_nice: ['Kubernetes'] })).toHaveLength(SEARCH_POOL.length);
    expect(await names({ locations: ['Germany'] })).toEqual([
      'Ana García',
      'José Müller',
      'Priya Patel',
      'Wei Zhang',
    ]);
    expect(await names({ locations: ['UK', 'Paris'] })).toEqual(['Chloé Dubois', 'John Smith']);
    expect(await names({ companies_include: ['Acme'] })).toEqual(['Ana García', 'John Smith']);
    expect(await names({ companies_exclude: ['Acme', 'Globex'] })).toEqual([
      'José Müller',
      'Priya Patel',
    ]);
    expect(await names({ past_companies_include: ['acme'] })).toEqual(['Priya Patel']);
    expect(await names({ past_companies_exclude: ['Acme', 'Initech'] })).toHaveLength(4);
    expect(await names({ years_min: 10 })).toEqual(['Ana García']);
    expect(await names({ years_min: 1, years_max: 9 })).toEqual(['José Müller', 'Priya Patel']);
    expect(await names({ schools: ['Stanford'] })).toEqual(['John Smith']);
    expect(await names({ has_email: true })).toEqual(['Ana García']);
    expect(await names({ has_phone: true })).toEqual(['José Müller']);
    expect(await names({ has_linkedin: true })).toEqual(['Chloé Dubois']);
  });

  it('leaves out people of this project and do-not-contact people by default', async () => {
    const page = await search.search(owner, projectId, { query: '' });
    const found = page.results.map((result) => result.full_name);
    expect(found).not.toContain('Ana García');
    expect(found).not.toContain('John Smith');
    expect(page.total).toBe(SEARCH_POOL.length - 2);
    const all = await search.search(owner, projectId, {
      query: 'garcia',
      filters: { exclude_in_project: false },
    });
    expect(all.results[0]?.in_this_project).toBe(true);
  });

  it('ranks people with nice-to-have skills first without excluding anyone', async () => {
    const page = await search.search(owner, projectId, {
      query: 'typescript',
      filters: { skills_nice: ['Kubernetes'], exclude_in_project: false },
    });
    expect(page.results[0]?.full_name).toBe('Ana García');
    expect(page.total).toBe(3);
  });
});

describe('facets, pages and order', () => {
  it('counts the top values among the matches', async () => {
    const page = await search.search(owner, projectId, {
      query: '',
      facets: true,
      filters: { exclude_in_project: false, exclude_do_not_contact: false },
    });
    const facets = page.facets;
    expect(facets?.company.slice(0, 2).map((value) => value.count)).toEqual([2, 2]);
    expect(facets?.company).toContainEqual({ value: 'Siemens', count: 1 });
    expect(facets?.location[0]).toEqual({ value: 'Berlin, Germany', count: 3 });
    expect(facets?.skills[0]).toEqual({ value: 'TypeScript', count: 3 });
    expect(facets?.skills).toContainEqual({ value: 'Kubernetes', count: 2 });
    expect(facets?.title).toContainEqual({ value: 'Backend Engineer', count: 1 });
  });

  it('pages through every match once, with the total', async () => {
    const seen: string[] = [];
    for (const pageNumber of [1, 2, 3, 4]) {
      const page = await search.search(owner, projectId, {
        query: '',
        page: pageNumber,
        page_size: 2,
        filters: { exclude_in_project: false, exclude_do_not_contact: false },
      });
      expect(page.total).toBe(SEARCH_POOL.length);
      seen.push(...page.results.map((result) => result._id));
    }
    expect(seen.sort()).toEqual(Object.values(ids).sort());
  });

  it('orders by match like scoreTalentMatch, and every result carries its reasons', async () => {
    const page = await search.search(owner, projectId, {
      query: '',
      sort: 'match',
      filters: { exclude_in_project: false, exclude_do_not_contact: false },
    });
    const scores = page.results.map((result) => result.match?.score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(page.results[0]?.full_name).toBe('Ana García');
    const spec = buildJobMatchSpec({ ...COMPLETE_JOB, location: COMPLETE_JOB.location });
    const priya = page.results.find((result) => result.full_name === 'Priya Patel');
    const expected = scoreTalentMatch(spec, {
      designation: 'Frontend Developer',
      seniority: 'mid',
      current_city: 'Berlin',
      country: 'Germany',
      skills: ['TypeScript', 'React', 'Node.js'],
      past_titles: ['Backend Engineer'],
    });
    expect(priya?.match).toEqual(expected);
    expect(priya?.match?.reasons.find((reason) => reason.kind === 'title')?.detail).toBe(
      'earlier title: Backend Engineer',
    );
  });

  it('orders by relevance with the current title first', async () => {
    const page = await search.search(owner, projectId, {
      query: 'backend OR engineer',
      filters: { exclude_in_project: false },
    });
    expect(page.results.at(-1)?.full_name).toBe('Priya Patel');
  });

  it('lists the ids of all results in result order', async () => {
    const response = await call(t, 'POST', `/api/project/${projectId}/search/ids`, {
      ...owner,
      body: { query: 'typescript', filters: { exclude_in_project: false } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as { ids: string[]; total: number; capped: boolean };
    expect(data.total).toBe(3);
    expect(data.capped).toBe(false);
    expect([...data.ids].sort()).toEqual(
      [ids['Ana García'], ids['Chloé Dubois'], ids['Priya Patel']].sort(),
    );
  });
});

describe('who is searchable', () => {
  it('hides people only in projects the member cannot see, and those projects', async () => {
    const hidden = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Secret' }))._id;
    const extra = await insertPool(t, workspaceId, [
      { full_name: 'Hidden Person', designation: 'Rust Engineer', skills: ['Rust'] },
      { full_name: 'Shared Person', designation: 'Rust Engineer', skills: ['Rust'] },
    ]);
    await linkToProject(t, workspaceId, hidden, Object.values(extra));
    await linkToProject(t, workspaceId, projectId, [extra['Shared Person'] ?? '']);
    expect(await search.names(owner, projectId, 'rust')).toEqual([
      'Hidden Person',
      'Shared Person',
    ]);
    expect(await search.names(member, projectId, 'rust')).toEqual(['Shared Person']);
    const asMember = await search.search(member, projectId, {
      query: 'rust',
      filters: { exclude_in_project: false },
    });
    expect(asMember.results[0]?.projects).toEqual([]);
    const asOwner = await search.search(owner, projectId, {
      query: 'name:"shared person"',
      filters: { exclude_in_project: false },
    });
    expect(asOwner.results[0]?.projects).toEqual([{ _id: hidden, name: 'Secret' }]);
    // People in no project stay searchable by members.
    expect(await search.names(member, projectId, 'name:zhang')).toEqual(['Wei Zhang']);
  });

  it("never shows another workspace's people, and 404s its project", async () => {
    const other = await kit.owner('search-other@example.com', 'Other Team');
    const otherProject = (
      await kit.createProject(other.cookie, other.workspace, { name: 'Theirs' })
    )._id;
    await insertPool(t, other.workspace, [
      { full_name: 'Outsider Person', designation: 'Backend Engineer', skills: ['TypeScript'] },
    ]);
    expect(await search.names(owner, projectId, 'outsider')).toEqual([]);
    expect(await search.names(other, otherProject, 'typescript')).toEqual(['Outsider Person']);
    const response = await search.run(owner, otherProject, { query: 'typescript' });
    expect(response.statusCode).toBe(404);
  });
});

describe('saved searches', () => {
  it('counts the people added since the last run', async () => {
    const saved = await call(t, 'POST', `/api/project/${projectId}/search/save`, {
      ...owner,
      body: {
        name: 'Kotlin people',
        kind: 'search',
        query: { query: 'kotlin', filters: { exclude_in_project: false } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const searchId = (saved.json().data as { _id: string })._id;
    const listed = async () => {
      const response = await call(t, 'GET', `/api/project/${projectId}/search/list`, owner);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as SavedSearch[]).find((search) => search._id === searchId);
    };
    expect(await listed()).toMatchObject({ last_run_at: null, new_since_last_run: null });
    await insertPool(t, workspaceId, [{ full_name: 'Early Kotlin', skills: ['Kotlin'] }]);
    const run = await call(
      t,
      'POST',
      `/api/project/${projectId}/search/saved/${searchId}/run`,
      owner,
    );
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data).toMatchObject({ new_since_last_run: 0 });
    expect((await listed())?.new_since_last_run).toBe(0);
    await insertPool(t, workspaceId, [
      { full_name: 'Late Kotlin', skills: ['Kotlin'] },
      { full_name: 'Late Swift', skills: ['Swift'] },
    ]);
    expect((await listed())?.new_since_last_run).toBe(1);
    const unknown = await call(
      t,
      'POST',
      `/api/project/${projectId}/search/saved/00000000-0000-4000-8000-000000000000/run`,
      owner,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the index follows every write', () => {
  it('re-indexes a name change, a new skill and a do-not-contact mark; drops deleted people', async () => {
    const wei = ids['Wei Zhang'] ?? '';
    await t.pool.query(
      `update candidate set full_name = 'Wei Zhou', skills = skills || '{Terraform}' where id = $1`,
      [wei],
    );
    expect(await search.names(owner, projectId, 'name:zhou')).toEqual(['Wei Zhou']);
    expect(await search.names(owner, projectId, 'zhang')).toEqual([]);
    expect(await search.names(owner, projectId, 'skills:terraform')).toEqual(['Wei Zhou']);
    await t.pool.query(`update candidate set do_not_contact_at = now() where id = $1`, [wei]);
    const page = await search.search(owner, projectId, { query: 'terraform' });
    expect(page.total).toBe(0);
    await t.pool.query(`delete from candidate where id = $1`, [wei]);
    expect(await search.names(owner, projectId, 'terraform')).toEqual([]);
    const { rows } = await t.pool.query('select 1 from candidate_search where candidate_id = $1', [
      wei,
    ]);
    expect(rows).toHaveLength(0);
  });
});
