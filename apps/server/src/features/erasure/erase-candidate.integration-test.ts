import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { campaignKit, type As } from '../campaigns/campaign.test-kit';
import {
  candidateTables,
  createErasureSubject,
  rowsNamingCandidate,
  tablesHolding,
  type ErasureSubject,
} from './erasure-world.test-kit';

/**
 * Erasure (issue 19, decision 036): a person who touched every table is erased, and the schema
 * itself (every table with a candidate_id column, and every table's rows read as text) shows
 * nothing of them is left, with the exceptions listed here. A failure midway rolls all of it back.
 */

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;
let admin: As;
let member: As;
let outsider: As;

/** Tables that keep something after an erasure, and what (checked below). */
const EXCEPTIONS = {
  // Who erased which candidate id (no name, no e-mail of the person).
  audit_log: 1,
} as const;

/**
 * Rows that name the person only through another row (no candidate_id, nothing personal to read):
 * stage moves through their project links, tracking events through their deliveries.
 */
const indirectRowIds = async (candidateId: string): Promise<string[]> =>
  (
    await t.pool.query<{ id: string }>(
      `select h.id from stage_history h
         join project_candidate pc on pc.id = h.project_candidate_id where pc.candidate_id = $1
       union all
       select e.id from email_tracking_event e
         join campaign_delivery d on d.id = e.delivery_id
         join campaign_enrollment n on n.id = d.enrollment_id where n.candidate_id = $1`,
      [candidateId],
    )
  ).rows.map((row) => row.id);

const countIds = async (ids: string[]) =>
  (
    await t.pool.query<{ n: number }>(
      `select (select count(*) from stage_history where id = any($1::uuid[]))::int
            + (select count(*) from email_tracking_event where id = any($1::uuid[]))::int as n`,
      [ids],
    )
  ).rows[0]?.n;

const countedIn = async (projectId: string) =>
  (
    await t.pool.query<{ n: number }>(
      'select coalesce(sum(delta), 0)::int as n from project_stage_count where project_id = $1',
      [projectId],
    )
  ).rows[0]?.n;

const erase = (as: As, candidateId: string) =>
  call(t, 'POST', `/api/candidate/${candidateId}/erase`, { ...as, body: {} });

const bytesExist = (key: string) =>
  t.app.storage.read(key).then(
    () => true,
    () => false,
  );

const ledgerOf = async (workspace: string) =>
  (
    await t.pool.query(
      `select kind, amount, object_type, object_id, idempotency_key from credit_ledger
        where workspace_id = $1 order by created_at, id`,
      [workspace],
    )
  ).rows as Array<Record<string, unknown>>;

const balanceOf = async (workspace: string) => {
  const result = await t.pool.query<{ balance: number; total: number }>(
    `select b.balance, (select sum(amount)::int from credit_ledger where workspace_id = $1) as total
       from credit_balance b where b.workspace_id = $1`,
    [workspace],
  );
  return result.rows[0];
};

beforeAll(async () => {
  t = await createTestApp();
  kit = campaignKit(t, 119);
  owner = await kit.owner('owner@erase.test', 'Erasing Talent');
  const adminMate = await kit.teammate(owner.cookie, owner.workspace, 'admin@erase.test', 'admin');
  admin = { cookie: adminMate.cookie, workspace: owner.workspace };
  const plainMate = await kit.teammate(owner.cookie, owner.workspace, 'member@erase.test');
  member = { cookie: plainMate.cookie, workspace: owner.workspace };
  outsider = await kit.owner('outsider@erase.test', 'Other Talent');
});

afterAll(async () => {
  await t?.close();
});

describe('erasing a person', () => {
  let subject: ErasureSubject;
  let bystander: ErasureSubject;

  beforeAll(async () => {
    subject = await createErasureSubject(t, kit, owner, 'erin', '900123');
    bystander = await createErasureSubject(t, kit, owner, 'bob', '900456');
  });

  it('starts from a person present in every table that can name them', async () => {
    const present = await rowsNamingCandidate(t, subject.candidateId);
    // Every table with a candidate_id column holds a row of theirs before the erasure.
    expect(Object.keys(present).sort()).toEqual(await candidateTables(t));
    const traced = Object.keys(await tablesHolding(t, subject.traces));
    for (const table of [
      'candidate',
      'candidate_note',
      'campaign_delivery',
      'credit_ledger',
      'email_message',
      'interview_answer',
      'interview_evaluation',
      'interview_verdict_decision',
      'project_candidate',
      'provider_profile',
      'stored_file',
    ])
      expect(traced).toContain(table);
  });

  it('refuses members (403) and other workspaces (404), changing nothing', async () => {
    const before = await rowsNamingCandidate(t, subject.candidateId);
    const asMember = await erase(member, subject.candidateId);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toContain('candidate:erase');
    const viaOtherWorkspace = await erase(outsider, subject.candidateId);
    expect(viaOtherWorkspace.statusCode).toBe(404);
    const asOutsiderInOurs = await erase(
      { cookie: outsider.cookie, workspace: owner.workspace },
      subject.candidateId,
    );
    expect(asOutsiderInOurs.statusCode).toBe(403);
    for (const response of [asMember, viaOtherWorkspace, asOutsiderInOurs])
      expect(response.body).not.toContain(subject.email);
    expect(await rowsNamingCandidate(t, subject.candidateId)).toEqual(before);
  });

  it('rolls everything back when one write fails midway', async () => {
    const rows = await rowsNamingCandidate(t, subject.candidateId);
    const traces = await tablesHolding(t, subject.traces);
    const ledger = await ledgerOf(owner.workspace);
    // The last write of an erasure is the suppression row and the audit row: fail the first.
    await t.pool.query(`create function fail_erasure() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await t.pool.query(`create trigger fail_erasure before insert on suppression
      for each row execute function fail_erasure()`);
    try {
      const response = await erase(admin, subject.candidateId);
      expect(response.statusCode).toBe(500);
    } finally {
      await t.pool.query('drop trigger fail_erasure on suppression');
      await t.pool.query('drop function fail_erasure()');
    }
    expect(await rowsNamingCandidate(t, subject.candidateId)).toEqual(rows);
    expect(await tablesHolding(t, subject.traces)).toEqual(traces);
    expect(await ledgerOf(owner.workspace)).toEqual(ledger);
    for (const key of subject.storageKeys) expect(await bytesExist(key)).toBe(true);
    const audit = await t.pool.query('select 1 from audit_log where target = $1', [
      subject.candidateId,
    ]);
    expect(audit.rowCount).toBe(0);
  });

  it('leaves nothing of them in any table, from the schema; the exceptions hold no personal data', async () => {
    const bystanderRows = await rowsNamingCandidate(t, bystander.candidateId);
    const indirect = await indirectRowIds(subject.candidateId);
    expect(indirect.length).toBe(2);
    expect(await countedIn(subject.projectId)).toBe(1);
    const response = await erase(admin, subject.candidateId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      candidate_id: subject.candidateId,
      removed_files: 2,
      suppressed: ['email', 'linkedin', 'phone'],
    });

    expect(await rowsNamingCandidate(t, subject.candidateId)).toEqual({});
    expect(await countIds(indirect)).toBe(0);
    // Their project's stage counts no longer count them (the link's delete trigger).
    expect(await countedIn(subject.projectId)).toBe(0);
    expect(await tablesHolding(t, subject.traces)).toEqual(EXCEPTIONS);
    const audit = await t.pool.query<Record<string, unknown>>(
      `select actor_email, action, target, details from audit_log where target = $1`,
      [subject.candidateId],
    );
    expect(audit.rows).toEqual([
      {
        actor_email: 'admin@erase.test',
        action: 'candidate.erase',
        target: subject.candidateId,
        details: expect.objectContaining({ workspace_id: owner.workspace }) as unknown,
      },
    ]);
    // The only trace in the audit row is the candidate id itself.
    const personal = subject.traces.filter((trace) => trace !== subject.candidateId);
    expect(JSON.stringify(audit.rows)).not.toMatch(new RegExp(personal.join('|'), 'i'));
    const suppressions = await t.pool.query<{ hashes: string[]; kinds: string[] }>(
      'select hashes, kinds from suppression where workspace_id = $1',
      [owner.workspace],
    );
    expect(suppressions.rows).toHaveLength(1);
    expect(suppressions.rows[0]?.kinds).toEqual(['email', 'linkedin', 'phone']);
    for (const hash of suppressions.rows[0]?.hashes ?? []) expect(hash).toMatch(/^[0-9a-f]{64}$/);

    for (const key of subject.storageKeys) expect(await bytesExist(key)).toBe(false);
    // The ledger keeps its amounts (the open hold given back), the balance is still its sum.
    const balance = await balanceOf(owner.workspace);
    expect(balance?.balance).toBe(balance?.total);
    const ledger = await ledgerOf(owner.workspace);
    expect(ledger.filter((row) => row.kind === 'release')).toHaveLength(1);
    expect(ledger.some((row) => row.amount === -1 && row.object_id === null)).toBe(true);

    // The other person of the workspace is untouched.
    expect(await rowsNamingCandidate(t, bystander.candidateId)).toEqual(bystanderRows);
    for (const key of bystander.storageKeys) expect(await bytesExist(key)).toBe(true);
    const kept = await t.pool.query('select 1 from provider_profile where provider_id = $1', [
      'erin-pdl-other',
    ]);
    expect(kept.rowCount).toBe(1);
  });

  it('answers 404 for a person already erased', async () => {
    const again = await erase(admin, subject.candidateId);
    expect(again.statusCode).toBe(404);
  });
});
