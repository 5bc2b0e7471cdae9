import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { campaignKit } from '../campaigns/campaign.test-kit';

/** The directory's bulk actions: add to a project, mark do-not-contact, export CSV. */

type As = { cookie: string; workspace: string };
let t: TestApp;
let owner: As;
let member: As;
let outsider: As;
let seen: string;
let hidden: string;
let foreign: string;
let otherProject: string;
const ids: Record<string, string> = {};
const id = (key: string) => ids[key] ?? '';

const post = (as: As, path: string, body: unknown) => call(t, 'POST', path, { ...as, body });

const linksOf = async (projectId: string) =>
  (
    await t.pool.query<{ candidate_id: string; stage: string; source: string }>(
      `select candidate_id, stage, source from project_candidate where project_id = $1
        order by candidate_id`,
      [projectId],
    )
  ).rows;

beforeAll(async () => {
  t = await createTestApp();
  const kit = campaignKit(t, 239);
  owner = await kit.owner('bulk-owner@example.com', 'Bulk Team');
  outsider = await kit.owner('bulk-outsider@example.com', 'Other Team');
  seen = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Seen Roles' }))._id;
  hidden = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Hidden Roles' }))._id;
  member = await kit.shareWith(owner, seen, 'bulk-member@example.com', 'collaborator');
  const add = async (key: string, as: As, project: string, profile: Record<string, unknown>) => {
    ids[key] = (await kit.addCandidate(as.cookie, as.workspace, project, profile)).candidate_id;
  };
  await add('alice', owner, seen, { first_name: 'Alice', last_name: 'Seen' });
  await add('bob', owner, hidden, { first_name: 'Bob', last_name: 'Hidden' });
  otherProject = (await kit.createProject(outsider.cookie, outsider.workspace, { name: 'Theirs' }))
    ._id;
  await add('foreign', outsider, otherProject, { first_name: 'Frank', last_name: 'Foreign' });
  foreign = id('foreign');
  const pool = await t.pool.query<{ id: string }>(
    `insert into candidate (workspace_id, full_name, email, current_company, source)
     values ($1, '=HYPERLINK("http://evil")', 'pool@example.com', '+1 Corp', 'csv') returning id`,
    [owner.workspace],
  );
  ids.pool = pool.rows[0]?.id ?? '';
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /api/candidates/bulk/add-to-project', () => {
  it('adds, counts people already there, skips unknown ids, in the pipeline at its entry stage', async () => {
    const response = await post(owner, '/api/candidates/bulk/add-to-project', {
      project_id: seen,
      candidate_ids: [id('alice'), id('bob'), id('pool'), foreign, id('pool')],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ added: 2, already_in_project: 1, skipped: 1 });
    expect(response.json().message).toBe(
      '2 people added to the project. 1 person already in it. 1 person skipped.',
    );
    const links = await linksOf(seen);
    expect(links.map((l) => l.candidate_id).sort()).toEqual(
      [id('alice'), id('bob'), id('pool')].sort(),
    );
    expect(links.find((l) => l.candidate_id === id('pool'))).toMatchObject({
      stage: 'shortlisted',
      source: 'csv',
    });
    const pipeline = await call(t, 'GET', `/api/project/${seen}/pipeline/candidates`, owner);
    expect(pipeline.body).toContain(id('pool'));
  });

  it('lets a member add only people they see, into projects they see', async () => {
    await post(owner, '/api/candidates/bulk/add-to-project', {
      project_id: hidden,
      candidate_ids: [id('bob')],
    });
    const hiddenFromMember = await post(member, '/api/candidates/bulk/add-to-project', {
      project_id: hidden,
      candidate_ids: [id('alice')],
    });
    expect(hiddenFromMember.statusCode).toBe(404);
    expect((await linksOf(hidden)).map((l) => l.candidate_id)).not.toContain(id('alice'));
    const foreignProject = await post(owner, '/api/candidates/bulk/add-to-project', {
      project_id: otherProject,
      candidate_ids: [id('alice')],
    });
    expect(foreignProject.statusCode).toBe(404);
  });

  it('refuses an empty selection with a clear message', async () => {
    const response = await post(owner, '/api/candidates/bulk/add-to-project', {
      project_id: seen,
      candidate_ids: [],
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Select at least one person.');
  });
});

describe('POST /api/candidates/bulk/do-not-contact', () => {
  it('marks with the audit row, counts the already marked, skips the unseen', async () => {
    // Alice waits in the project's campaign: marking her stops that sequence.
    await t.pool.query(
      `insert into campaign_enrollment (workspace_id, campaign_id, candidate_id, status)
       select $1, c.id, $2, 'waiting' from campaign c where c.project_id = $3`,
      [owner.workspace, id('alice'), seen],
    );
    const body = { candidate_ids: [id('alice'), id('pool'), foreign], reason: 'Asked by phone' };
    const first = await post(owner, '/api/candidates/bulk/do-not-contact', body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      marked: 2,
      already: 0,
      skipped: 1,
      denied: 0,
      stopped_sequences: 1,
    });
    const enrolment = await t.pool.query<{ status: string; stop_reason: string | null }>(
      'select status, stop_reason from campaign_enrollment where candidate_id = $1',
      [id('alice')],
    );
    expect(enrolment.rows).toEqual([{ status: 'stopped', stop_reason: 'do_not_contact' }]);
    const again = await post(owner, '/api/candidates/bulk/do-not-contact', body);
    expect(again.json().data).toMatchObject({ marked: 0, already: 2, skipped: 1 });
    const audit = await t.pool.query(
      `select candidate_id from do_not_contact_change where reason = 'Asked by phone'`,
    );
    expect(audit.rowCount).toBe(2);
    const theirs = await t.pool.query<{ do_not_contact_at: Date | null }>(
      'select do_not_contact_at from candidate where id = $1',
      [foreign],
    );
    expect(theirs.rows[0]?.do_not_contact_at).toBeNull();
  });

  it('denies a collaborator (no contact rights) and skips people outside their projects', async () => {
    const response = await post(member, '/api/candidates/bulk/do-not-contact', {
      candidate_ids: [id('bob'), id('alice')],
      reason: 'No',
    });
    expect(response.statusCode, response.body).toBe(200);
    // Bob is in Seen Roles now (first test), Alice too: both visible, neither theirs to change.
    expect(response.json().data).toMatchObject({ marked: 0, denied: 2, skipped: 0 });
  });
});

describe('POST /api/candidates/export', () => {
  it('streams formula-safe CSV of the people the caller sees', async () => {
    const response = await post(owner, '/api/candidates/export', {
      candidate_ids: [id('alice'), id('pool'), foreign],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,E-mail,Title,Company,Source,Projects,Contact status,Added,Last activity',
    );
    expect(lines).toHaveLength(3);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(response.body).toContain("'+1 Corp");
    expect(response.body).not.toContain('Frank');
  });

  it('leaves out people outside the member projects', async () => {
    const bobOnlyHidden = await t.pool.query<{ id: string }>(
      `insert into candidate (workspace_id, full_name, source) values ($1, 'Nobody Seen', 'csv')
       returning id`,
      [owner.workspace],
    );
    const response = await post(member, '/api/candidates/export', {
      candidate_ids: [bobOnlyHidden.rows[0]?.id, id('alice')],
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Alice Seen');
    expect(response.body).not.toContain('Nobody Seen');
  });
});
