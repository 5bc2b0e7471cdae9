import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { campaignKit, type As } from '../campaigns/campaign.test-kit';

/** POST /api/candidates/bulk/erase: the directory's bulk erasure (decision 043). */

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;
let member: As;
let outsider: As;
let project: string;
let foreign: string;

const erase = (as: As, ids: string[]) =>
  call(t, 'POST', '/api/candidates/bulk/erase', { ...as, body: { candidate_ids: ids } });

const person = async (email: string | null, name: string) =>
  (
    await kit.addCandidate(owner.cookie, owner.workspace, project, {
      full_name: name,
      ...(email ? { email } : {}),
    })
  ).candidate_id;

const existing = async (ids: string[]) =>
  (
    await t.pool.query<{ id: string }>('select id from candidate where id = any($1::uuid[])', [ids])
  ).rows
    .map((row) => row.id)
    .sort();

beforeAll(async () => {
  t = await createTestApp();
  kit = campaignKit(t, 247);
  owner = await kit.owner('bulk-erase-owner@example.com', 'Bulk Erasers');
  outsider = await kit.owner('bulk-erase-outsider@example.com', 'Other Erasers');
  project = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Erase Roles' }))._id;
  member = await kit.shareWith(owner, project, 'bulk-erase-member@example.com', 'collaborator');
  const theirs = (await kit.createProject(outsider.cookie, outsider.workspace, { name: 'Theirs' }))
    ._id;
  foreign = (
    await kit.addCandidate(outsider.cookie, outsider.workspace, theirs, { full_name: 'Fay Other' })
  ).candidate_id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /api/candidates/bulk/erase', () => {
  it('refuses members (403) and erases nothing', async () => {
    const id = await person('member.try@example.com', 'Mia Memberview');
    const response = await erase(member, [id]);
    expect(response.statusCode).toBe(403);
    expect(await existing([id])).toEqual([id]);
    // The directory tells the page who may erase.
    const asMember = await call(t, 'GET', '/api/candidates', member);
    const asOwner = await call(t, 'GET', '/api/candidates', owner);
    expect((asMember.json() as { data: { can_erase: boolean } }).data.can_erase).toBe(false);
    expect((asOwner.json() as { data: { can_erase: boolean } }).data.can_erase).toBe(true);
  });

  it('erases each person with an audit row and a suppression, skipping unknown ids', async () => {
    const a = await person('anna.bulk@example.com', 'Anna Bulk');
    const b = await person('ben.bulk@example.com', 'Ben Bulk');
    const response = await erase(owner, [a, b, a, foreign, randomUUID()]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ erased: 2, skipped: 2, failed: 0 });
    expect(response.json().message).toBe(
      '2 people erased. 2 people skipped (not found or already erased).',
    );
    expect(await existing([a, b, foreign])).toEqual([foreign]);
    const audit = await t.pool.query(
      `select target from audit_log where action = 'candidate.erase' and target = any($1)`,
      [[a, b]],
    );
    expect(audit.rowCount).toBe(2);
    const suppressions = await t.pool.query('select 1 from suppression where workspace_id = $1', [
      owner.workspace,
    ]);
    expect(suppressions.rowCount).toBe(2);
  });

  it('rolls back only the person whose erasure fails; the others stay erased', async () => {
    const withEmail = await person('cara.bulk@example.com', 'Cara Bulk');
    const noIdentifiers = await person(null, 'Dan Nokeys');
    // A person with an e-mail writes a suppression row; one without identifiers writes none.
    await t.pool.query(`create function fail_bulk_erasure() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await t.pool.query(`create trigger fail_bulk_erasure before insert on suppression
      for each row execute function fail_bulk_erasure()`);
    try {
      const response = await erase(owner, [withEmail, noIdentifiers]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({ erased: 1, skipped: 0, failed: 1 });
    } finally {
      await t.pool.query('drop trigger fail_bulk_erasure on suppression');
      await t.pool.query('drop function fail_bulk_erasure()');
    }
    expect(await existing([withEmail, noIdentifiers])).toEqual([withEmail]);
    const links = await t.pool.query('select 1 from project_candidate where candidate_id = $1', [
      withEmail,
    ]);
    expect(links.rowCount).toBe(1);
  });

  it('answers 422 for an empty selection', async () => {
    const response = await erase(owner, []);
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Select at least one person.');
  });
});
