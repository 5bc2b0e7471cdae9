import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { campaignKit, type As } from '../campaigns/campaign.test-kit';
import {
  candidateTables,
  createErasureSubject,
  rowsNamingCandidate,
  type ErasureSubject,
} from '../erasure/erasure-world.test-kit';
import { MERGED_CANDIDATE_TABLES } from './merge-people-store';

/**
 * Merging duplicates (decision 043): a person present in every table with a candidate_id column
 * (read from the schema) is merged into another, and every row of theirs is then the primary's.
 */

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;
let member: As;
let outsider: As;

/** Rebuilt by triggers on candidate, not moved: one row per person. */
const INDEX_TABLES = ['candidate_search', 'candidate_search_pending'];

/**
 * Rows that become one: the link to the shared project, and the two threads of messages in no
 * project (one thread per person and project).
 */
const COMBINED: Record<string, number> = { project_candidate: 1, inbox_thread: 1 };

const merge = (as: As, body: unknown) =>
  call(t, 'POST', '/api/candidates/duplicates/merge', { ...as, body });

const stageHistoryOf = async (candidateId: string) =>
  (
    await t.pool.query<{ n: number }>(
      `select count(*)::int as n from stage_history h
         join project_candidate pc on pc.id = h.project_candidate_id where pc.candidate_id = $1`,
      [candidateId],
    )
  ).rows[0]?.n ?? 0;

const stageCount = async (projectId: string) =>
  (
    await t.pool.query<{ n: number }>(
      'select coalesce(sum(delta), 0)::int as n from project_stage_count where project_id = $1',
      [projectId],
    )
  ).rows[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  kit = campaignKit(t, 248);
  owner = await kit.owner('merge-owner@example.com', 'Merging Talent');
  const mate = await kit.teammate(owner.cookie, owner.workspace, 'merge-member@example.com');
  member = { cookie: mate.cookie, workspace: owner.workspace };
  outsider = await kit.owner('merge-outsider@example.com', 'Other Merging');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the list of merged tables', () => {
  it('names every table with a candidate_id column, read from the schema', async () => {
    expect([...MERGED_CANDIDATE_TABLES].sort()).toEqual(await candidateTables(t));
  });
});

describe('merging a person who touched every table', () => {
  let primary: ErasureSubject;
  let secondary: ErasureSubject;

  beforeAll(async () => {
    primary = await createErasureSubject(t, kit, owner, 'pat', '900222');
    secondary = await createErasureSubject(t, kit, owner, 'sam', '900111');
    // The same phone makes them a pair; the secondary is also in the primary's project.
    await t.pool.query(
      `update candidate set phone_numbers = phone_numbers || '{"+44 7400 900111"}' where id = $1`,
      [primary.candidateId],
    );
    await t.pool.query(
      `insert into project_candidate (workspace_id, project_id, candidate_id, stage, source, added_at)
       values ($1, $2, $3, 'shortlisted', 'manual', now() - interval '30 days')`,
      [owner.workspace, primary.projectId, secondary.candidateId],
    );
  }, 120_000);

  it('lists the pair as "Same phone" for owners, refuses members', async () => {
    const list = await call(t, 'GET', '/api/candidates/duplicates', owner);
    expect(list.statusCode, list.body).toBe(200);
    const pairs = (list.json() as { data: { pairs: Array<Record<string, { id: string }>> } }).data
      .pairs;
    const ids = [primary.candidateId, secondary.candidateId];
    const pair = pairs.find((p) => ids.includes(p.a?.id ?? '') && ids.includes(p.b?.id ?? ''));
    expect(pair?.reason).toBe('phone');
    expect((await call(t, 'GET', '/api/candidates/duplicates', member)).statusCode).toBe(403);
  });

  it('refuses members and other workspaces, changing nothing', async () => {
    const body = { primary_id: primary.candidateId, secondary_id: secondary.candidateId };
    const before = await rowsNamingCandidate(t, secondary.candidateId);
    expect((await merge(member, body)).statusCode).toBe(403);
    expect((await merge(outsider, body)).statusCode).toBe(404);
    expect((await merge(owner, { ...body, secondary_id: primary.candidateId })).statusCode).toBe(
      422,
    );
    expect(await rowsNamingCandidate(t, secondary.candidateId)).toEqual(before);
  });

  it('moves every row to the primary in one go, combining the shared project', async () => {
    const tables = await candidateTables(t);
    const mine = await rowsNamingCandidate(t, primary.candidateId);
    const theirs = await rowsNamingCandidate(t, secondary.candidateId);
    expect(Object.keys(theirs).sort()).toEqual(tables);
    const history =
      (await stageHistoryOf(primary.candidateId)) + (await stageHistoryOf(secondary.candidateId));
    const countBefore = await stageCount(primary.projectId);

    const response = await merge(owner, {
      primary_id: primary.candidateId,
      secondary_id: secondary.candidateId,
      keep_secondary: ['email'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ combined_links: 1, moved_links: 1 });

    expect(await rowsNamingCandidate(t, secondary.candidateId)).toEqual({});
    const after = await rowsNamingCandidate(t, primary.candidateId);
    for (const table of tables) {
      if (INDEX_TABLES.includes(table)) continue;
      const expected = (mine[table] ?? 0) + (theirs[table] ?? 0) - (COMBINED[table] ?? 0);
      expect(after[table], table).toBe(expected);
    }
    expect(await stageHistoryOf(primary.candidateId)).toBe(history);
    // The shared project: one link, the more advanced stage (rejected), the earliest added_at.
    const link = await t.pool.query<{ stage: string; days: number }>(
      `select stage, extract(day from now() - added_at)::int as days from project_candidate
        where project_id = $1 and candidate_id = $2`,
      [primary.projectId, primary.candidateId],
    );
    expect(link.rows).toEqual([{ stage: 'rejected', days: 30 }]);
    expect(await stageCount(primary.projectId)).toBe(countBefore - 1);

    const person = await t.pool.query<{ email: string; phone_numbers: string[] }>(
      'select email, phone_numbers from candidate where id = $1',
      [primary.candidateId],
    );
    expect(person.rows[0]?.email).toBe(secondary.email);
    expect(person.rows[0]?.phone_numbers).toContain('+44 7400 900222');
    const audit = await t.pool.query<{ details: { merged_id: string } }>(
      `select details from audit_log where action = 'candidate.merge' and target = $1`,
      [primary.candidateId],
    );
    expect(audit.rows.map((row) => row.details.merged_id)).toEqual([secondary.candidateId]);
    // The inbox holds both people's messages in the primary's one thread.
    const messages = await t.pool.query(
      `select 1 from email_message m join inbox_thread th on th.id = m.thread_id
        where th.candidate_id = $1`,
      [primary.candidateId],
    );
    expect(messages.rowCount).toBe(2);
  });

  it('answers 404 once the secondary is gone', async () => {
    const again = await merge(owner, {
      primary_id: primary.candidateId,
      secondary_id: secondary.candidateId,
    });
    expect(again.statusCode).toBe(404);
  });
});
