import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { campaignKit, type As } from '../campaigns/campaign.test-kit';
import { COMPLETE_JOB } from '../projects/project.test-kit';
import { searchIndexCatchUp, searchIndexDrainJob } from './search-index-jobs';
import { drainSearchIndexQueue, indexPendingBatch } from './search-index-queue-store';
import { insertPool, searchKit, type PoolPerson } from './talent-search.test-kit';

/** Issue 17, decision 027: big statements queue their people for search; a job indexes them. */

let t: TestApp;
let search: ReturnType<typeof searchKit>;
let owner: As;
let projectId: string;
let syncLimit: number;

/** `count` people of one statement, all named "<prefix> <n>" and skilled in `skill`. */
const crowd = (prefix: string, skill: string, count: number): PoolPerson[] =>
  Array.from({ length: count }, (_, index) => ({
    full_name: `${prefix} ${index + 1}`,
    designation: 'Platform Engineer',
    skills: [skill],
  }));

const pendingInQueue = async (workspaceId: string): Promise<number> => {
  const { rows } = await t.pool.query<{ pending: number }>(
    'select count(*)::int as pending from candidate_search_pending where workspace_id = $1',
    [workspaceId],
  );
  return rows[0]?.pending ?? 0;
};

beforeAll(async () => {
  t = await createTestApp();
  const kit = campaignKit(t, 183);
  search = searchKit(t);
  owner = await kit.owner('search-queue-owner@example.com');
  projectId = (
    await kit.createProject(owner.cookie, owner.workspace, { name: 'Platform', job: COMPLETE_JOB })
  )._id;
  const { rows } = await t.pool.query<{ limit: number }>(
    'select candidate_search_sync_limit() as limit',
  );
  syncLimit = rows[0]?.limit ?? 0;
  expect(syncLimit).toBeGreaterThan(0);
});
afterAll(async () => {
  await t.close();
});

describe('the search index queue', () => {
  it('indexes a small statement at once', async () => {
    await insertPool(t, owner.workspace, crowd('Quick', 'Zig', 3));
    const page = await search.search(owner, projectId, { query: 'skills:zig' });
    expect(page.total).toBe(3);
    expect(page.pending_index).toBe(0);
  });

  it('queues a big statement, says so in the answer, and finds it after the drain', async () => {
    const size = syncLimit + 1;
    await insertPool(t, owner.workspace, crowd('Bulk', 'Elixir', size));
    const before = await search.search(owner, projectId, { query: 'skills:elixir' });
    expect(before.total).toBe(0);
    expect(before.pending_index).toBe(size);

    expect(await indexPendingBatch(t.pool, 200)).toBe(200);
    expect(await pendingInQueue(owner.workspace)).toBe(size - 200);
    await searchIndexDrainJob.handler(t.app, {});
    const after = await search.search(owner, projectId, { query: 'skills:elixir' });
    expect(after.total).toBe(size);
    expect(after.pending_index).toBe(0);
    expect(await drainSearchIndexQueue(t.pool)).toBe(0);
  });

  it('queues a big update of searched columns, and ignores one that changes none', async () => {
    await t.pool.query(
      `update candidate set skills = '{Haskell}' where workspace_id = $1 and full_name like 'Bulk %'`,
      [owner.workspace],
    );
    expect(await pendingInQueue(owner.workspace)).toBe(syncLimit + 1);
    expect((await search.search(owner, projectId, { query: 'skills:haskell' })).total).toBe(0);
    expect(await searchIndexCatchUp.handler(t.app)).toEqual({ indexed: syncLimit + 1 });
    expect((await search.search(owner, projectId, { query: 'skills:haskell' })).total).toBe(
      syncLimit + 1,
    );

    await t.pool.query(
      `update candidate set contact_revealed_at = now() where workspace_id = $1 and full_name like 'Bulk %'`,
      [owner.workspace],
    );
    expect(await pendingInQueue(owner.workspace)).toBe(0);
  });

  it('drops a queued person who is deleted before the drain', async () => {
    const ids = await insertPool(t, owner.workspace, crowd('Gone', 'Erlang', syncLimit + 1));
    const gone = ids['Gone 1'] ?? '';
    await t.pool.query('delete from candidate where id = $1', [gone]);
    expect(await pendingInQueue(owner.workspace)).toBe(syncLimit);
    expect(await drainSearchIndexQueue(t.pool)).toBe(syncLimit);
    const { rows } = await t.pool.query('select 1 from candidate_search where candidate_id = $1', [
      gone,
    ]);
    expect(rows).toHaveLength(0);
    expect((await search.search(owner, projectId, { query: 'skills:erlang' })).total).toBe(
      syncLimit,
    );
  });
});
