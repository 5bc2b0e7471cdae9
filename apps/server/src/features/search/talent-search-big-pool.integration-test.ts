import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { campaignKit, type As } from '../campaigns/campaign.test-kit';
import { COMPLETE_JOB } from '../projects/project.test-kit';
import { EXACT_COUNT_LIMIT } from './engine/talent-search-sql';
import { drainSearchIndexQueue } from './search-index-queue-store';
import { insertPool, searchKit, type PoolPerson } from './talent-search.test-kit';

/** Issue 17, decision 027: a pool past EXACT_COUNT_LIMIT matches (totals, fuzzy name order). */

let t: TestApp;
let search: ReturnType<typeof searchKit>;
let owner: As;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  const kit = campaignKit(t, 185);
  search = searchKit(t);
  owner = await kit.owner('search-count-owner@example.com');
  projectId = (
    await kit.createProject(owner.cookie, owner.workspace, { name: 'Count', job: COMPLETE_JOB })
  )._id;
  const people: PoolPerson[] = Array.from({ length: EXACT_COUNT_LIMIT + 1 }, (_, index) => ({
    full_name: `Crowd ${index + 1}`,
    designation: 'Mainframe Developer',
    skills: index < 3 ? ['COBOL', 'Fortran'] : ['COBOL'],
  }));
  await insertPool(t, owner.workspace, people);
  await drainSearchIndexQueue(t.pool);
  await t.pool.query('analyze candidate_search');
});
afterAll(async () => {
  await t.close();
});

describe('the total', () => {
  it('is exact up to the limit', async () => {
    const page = await search.search(owner, projectId, { query: 'skills:fortran' });
    expect(page).toMatchObject({ total: 3, total_is_estimate: false });
  });

  it('is an estimate, never below the limit, above it; pages still hold the best matches', async () => {
    const page = await search.search(owner, projectId, {
      query: 'skills:cobol',
      page_size: 10,
      facets: true,
    });
    expect(page.total_is_estimate).toBe(true);
    expect(page.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(page.results).toHaveLength(10);
    // Facets count a sample and scale it to the total: everyone has COBOL, three have Fortran.
    const skills = new Map(page.facets?.skills.map((facet) => [facet.value, facet.count]));
    expect(skills.get('COBOL')).toBe(page.total);
    expect(skills.get('Fortran') ?? 0).toBeLessThan(page.total / 100);
  });
});

describe('fuzzy names', () => {
  it('orders a name search by how close each name is, typos included', async () => {
    const page = await search.search(owner, projectId, { query: 'name:"crowdd 17"', page_size: 5 });
    expect(page.total).toBeGreaterThan(5);
    expect(page.results[0]?.full_name).toBe('Crowd 17');
  });
});
