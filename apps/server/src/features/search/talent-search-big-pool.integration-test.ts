import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { campaignKit, type As } from '../campaigns/campaign.test-kit';
import { COMPLETE_JOB } from '../projects/project.test-kit';
import { RANK_WINDOW } from './engine/page-sql';
import { EXACT_COUNT_LIMIT } from './engine/talent-search-sql';
import { drainSearchIndexQueue } from './search-index-queue-store';
import { insertPool, searchKit, type PoolPerson } from './talent-search.test-kit';

/**
 * Issue 17, decision 027: a pool past EXACT_COUNT_LIMIT matches (totals, the ranked window of a
 * broad search, fuzzy name order).
 */

let t: TestApp;
let search: ReturnType<typeof searchKit>;
let owner: As;
let projectId: string;
/** Everyone's id in candidate id order, and the people whose current title says COBOL. */
let idOrder: string[];
let titled: Set<string>;

beforeAll(async () => {
  t = await createTestApp();
  const kit = campaignKit(t, 185);
  search = searchKit(t);
  owner = await kit.owner('search-count-owner@example.com');
  projectId = (
    await kit.createProject(owner.cookie, owner.workspace, { name: 'Count', job: COMPLETE_JOB })
  )._id;
  const people: PoolPerson[] = Array.from({ length: EXACT_COUNT_LIMIT + 100 }, (_, index) => ({
    full_name: `Crowd ${index + 1}`,
    // Every 20th person has COBOL in the current title: ranked above the others on "cobol".
    designation: index % 20 === 7 ? 'COBOL Developer' : 'Mainframe Developer',
    skills: index < 3 ? ['COBOL', 'Fortran'] : ['COBOL'],
  }));
  const ids = await insertPool(t, owner.workspace, people);
  // PostgreSQL orders uuids by their bytes: the order of their lower-case text.
  idOrder = Object.values(ids).sort();
  titled = new Set(
    people.flatMap((person) =>
      person.designation === 'COBOL Developer' ? [ids[person.full_name] ?? ''] : [],
    ),
  );
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

describe('a broad search', () => {
  const pageIds = async (page: number, pageSize: number) => {
    const found = await search.search(owner, projectId, {
      query: 'cobol',
      page,
      page_size: pageSize,
    });
    expect(found.total_is_estimate).toBe(true);
    return found.results.map((result) => result._id);
  };
  const window = () => idOrder.slice(0, RANK_WINDOW);
  /** The window ranked: COBOL in the title first, then the others; ties by id. */
  const rankedWindow = () => [
    ...window().filter((id) => titled.has(id)),
    ...window().filter((id) => !titled.has(id)),
  ];

  it('ranks the first matches by candidate id, best first', async () => {
    const inWindow = window().filter((id) => titled.has(id));
    expect(inWindow.length).toBeGreaterThan(0);
    expect(titled.size).toBeGreaterThan(inWindow.length);
    expect(await pageIds(1, 50)).toEqual(rankedWindow().slice(0, 50));
  });

  it('follows the window with the other matches in candidate id order, across pages', async () => {
    expect(await pageIds(RANK_WINDOW / 50 + 1, 50)).toEqual(
      idOrder.slice(RANK_WINDOW, RANK_WINDOW + 50),
    );
    // A page across the window's end: its ranked tail, then the first matches after it.
    const pageSize = 30;
    const page = Math.floor(RANK_WINDOW / pageSize) + 1;
    const offset = (page - 1) * pageSize;
    expect(await pageIds(page, pageSize)).toEqual(
      [...rankedWindow(), ...idOrder.slice(RANK_WINDOW)].slice(offset, offset + pageSize),
    );
  });
});

describe('fuzzy names', () => {
  it('orders a name search by how close each name is, typos included', async () => {
    const page = await search.search(owner, projectId, { query: 'name:"crowdd 17"', page_size: 5 });
    expect(page.total).toBeGreaterThan(5);
    expect(page.results[0]?.full_name).toBe('Crowd 17');
  });
});
