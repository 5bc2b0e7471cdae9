import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TalentMarket } from '@hirelane/domain/insights/talent-market.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { campaignKit, type As } from '../campaigns/campaign.test-kit';
import { COMPLETE_JOB } from '../projects/project.test-kit';
import { insertPool, type PoolPerson } from '../search/talent-search.test-kit';
import { NO_SEARCH_AREA } from './get-talent-market';

/**
 * GET /api/project/{id}/insights/market: the talent market of the job (Senior Backend Engineer in
 * Berlin, must-haves TypeScript and PostgreSQL), counted by the search engine on a known pool.
 */

const person = (
  full_name: string,
  designation: string,
  current_city: string,
  skills: string[],
  current_company = 'Acme',
): PoolPerson => ({
  full_name,
  designation,
  current_city,
  country: 'Germany',
  skills,
  current_company,
});

const POOL: PoolPerson[] = [
  person('Ana Weber', 'Senior Backend Engineer', 'Berlin', ['TypeScript', 'PostgreSQL', 'Docker']),
  person('Ben Koch', 'Backend Engineer', 'Berlin', ['TypeScript', 'Docker'], 'Globex'),
  person('Cem Yilmaz', 'Backend Developer', 'Berlin', ['Go', 'PostgreSQL', 'Docker']),
  person('Dana Roth', 'Lead Backend Engineer', 'Berlin', ['TypeScript', 'PostgreSQL']),
  // Outside the market: another city, another role.
  person('Eva Lang', 'Backend Engineer', 'Munich', ['TypeScript', 'PostgreSQL']),
  person('Finn Bauer', 'Product Designer', 'Berlin', ['Figma']),
];

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;
let projectId: string;

const marketOf = async (as: As, id: string) => {
  const response = await call(t, 'GET', `/api/project/${id}/insights/market`, as);
  return {
    status: response.statusCode,
    body: response.json() as { data: TalentMarket; message?: string },
  };
};

beforeAll(async () => {
  t = await createTestApp();
  kit = campaignKit(t, 193);
  owner = await kit.owner('market-owner@example.com');
  projectId = (
    await kit.createProject(owner.cookie, owner.workspace, { name: 'Market', job: COMPLETE_JOB })
  )._id;
  await insertPool(t, owner.workspace, POOL);
});
afterAll(async () => {
  await t.close();
});

describe('talent market', () => {
  it('counts the market (titles and synonyms in the city) and who holds every must-have', async () => {
    const { status, body } = await marketOf(owner, projectId);
    expect(status).toBe(200);
    const market = body.data;
    expect(market.pool_size).toBe(6);
    // Backend Developer is a synonym of Backend Engineer; Munich and the designer are out.
    expect(market.market_size).toBe(4);
    expect(market.matching).toBe(2);
    expect(market.must_haves).toEqual([
      { value: 'TypeScript', count: 3 },
      { value: 'PostgreSQL', count: 3 },
    ]);
    expect(market.extra_skills.map((skill) => skill.value)).toContain('Docker');
    expect(market.extra_skills.map((skill) => skill.value)).not.toContain('TypeScript');
    expect(market.seniority).toEqual(
      expect.arrayContaining([
        { value: 'senior', count: 1 },
        { value: 'lead', count: 1 },
        { value: 'mid', count: 2 },
      ]),
    );
    expect(market.companies[0]).toEqual({ value: 'Acme', count: 3 });
  });

  it('a charlie project has no talent market', async () => {
    const charlie = (
      await kit.createProject(owner.cookie, owner.workspace, {
        name: 'Interviews',
        agent: 'charlie',
        job: COMPLETE_JOB,
      })
    )._id;
    const { status, body } = await marketOf(owner, charlie);
    expect(status).toBe(404);
    expect(body.message).toBe(NO_SEARCH_AREA);
  });

  it('another workspace never sees this pool', async () => {
    const other = await kit.owner('market-other@example.com');
    const otherProject = (
      await kit.createProject(other.cookie, other.workspace, { name: 'Other', job: COMPLETE_JOB })
    )._id;
    const { body } = await marketOf(other, otherProject);
    expect(body.data.pool_size).toBe(0);
    expect(body.data.market_size).toBe(0);
  });
});
