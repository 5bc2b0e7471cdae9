import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELETE_NAME_MISMATCH,
  DELETE_NOT_ALLOWED,
} from '@hirelane/domain/workspace-settings/workspace-rules';
import type { WorkspaceExit } from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { sessionInfoOf } from '../../../test/workspace-helpers';
import { campaignKit, errorsOf, type As } from '../campaigns/campaign.test-kit';
import { closeSharedResumeParser } from '../imports/resumes/resume-shared-parser';
import { ok, populateWorkspace } from './delete-workspace-world.test-kit';

/**
 * Deleting a workspace: owner only, typed name checked by the server, every row of the workspace
 * gone in one transaction (counted per table), other workspaces untouched, stored bytes removed,
 * and everyone who was in it moved to another workspace of theirs or none.
 */

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let doomed: As;
let admin: As;
let member: As;
let bystander: As;
const files: Record<string, string[]> = {};

/** Every table of the public schema with a workspace_id column. */
const tenantTables = async (): Promise<string[]> =>
  (
    await t.pool.query<{ table_name: string }>(
      `select c.table_name from information_schema.columns c
         join information_schema.tables tb
           on tb.table_schema = c.table_schema and tb.table_name = c.table_name
        where c.table_schema = 'public' and c.column_name = 'workspace_id'
          and tb.table_type = 'BASE TABLE'
        order by c.table_name`,
    )
  ).rows.map((row) => row.table_name);

const rowCounts = async (workspace: string): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {};
  for (const table of await tenantTables()) {
    const result = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from "${table}" where workspace_id = $1`,
      [workspace],
    );
    counts[table] = result.rows[0]?.n ?? 0;
  }
  return counts;
};

const storageHas = (key: string) =>
  t.app.storage.read(key).then(
    () => true,
    () => false,
  );

const remove = (as: As, confirmName: unknown) =>
  call(t, 'POST', '/api/workspace/delete', { ...as, body: { confirm_name: confirmName } });

beforeAll(async () => {
  t = await createTestApp();
  kit = campaignKit(t, 111);
  doomed = await kit.owner('owner@delete.test', 'Doomed Talent');
  const adminMate = await kit.teammate(
    doomed.cookie,
    doomed.workspace,
    'admin@delete.test',
    'admin',
  );
  admin = { cookie: adminMate.cookie, workspace: doomed.workspace };
  const plainMate = await kit.teammate(doomed.cookie, doomed.workspace, 'member@delete.test');
  member = { cookie: plainMate.cookie, workspace: doomed.workspace };
  bystander = await kit.owner('by@delete.test', 'Bystander Search');
  // The member also belongs to the bystander's workspace, and is in the doomed one right now.
  await kit.teammate(bystander.cookie, bystander.workspace, 'member@delete.test');
  ok(
    await call(t, 'POST', '/api/workspace/switch', {
      cookie: member.cookie,
      body: { workspace: doomed.workspace },
    }),
  );
  files[doomed.workspace] = await populateWorkspace(t, kit, doomed, 'doomed');
  files[bystander.workspace] = await populateWorkspace(t, kit, bystander, 'bystander');
});

afterAll(async () => {
  await closeSharedResumeParser();
  await t.close();
});

describe('delete a workspace', () => {
  it('has every tenant table cascade from the workspace, or handled by the deletion', async () => {
    // A table added later with a workspace_id but no cascading foreign key must be deleted explicitly.
    const cascading = await t.pool.query<{ table_name: string }>(
      `select distinct cl.relname as table_name
         from pg_constraint co
         join pg_class cl on cl.oid = co.conrelid
         join pg_attribute a on a.attrelid = co.conrelid and a.attnum = any(co.conkey)
        where co.contype = 'f' and co.confrelid = 'workspace'::regclass
          and co.confdeltype = 'c' and a.attname = 'workspace_id'`,
    );
    // candidate_search and its queue are kept by the triggers on candidate: they go with the
    // workspace's people.
    const handledWithoutForeignKey = [
      'project_candidate',
      'project_stage_count',
      'stage_history',
      'candidate_search',
      'candidate_search_pending',
    ];
    const covered = new Set([
      ...cascading.rows.map((row) => row.table_name),
      ...handledWithoutForeignKey,
    ]);
    expect((await tenantTables()).filter((table) => !covered.has(table))).toEqual([]);
  });

  it('starts from a workspace with rows in every tenant table', async () => {
    const counts = await rowCounts(doomed.workspace);
    expect(Object.entries(counts).filter(([, n]) => n === 0)).toEqual([]);
    expect(files[doomed.workspace]?.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses admins and members with the reason, and non-members', async () => {
    for (const as of [admin, member]) {
      const response = await remove(as, 'Doomed Talent');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toContain('workspace:delete');
    }
    const outsider = await remove(
      { cookie: bystander.cookie, workspace: doomed.workspace },
      'Doomed Talent',
    );
    expect(outsider.statusCode).toBe(403);
    expect(DELETE_NOT_ALLOWED).toBe('Only the workspace owner can delete it.');
    expect(Object.values(await rowCounts(doomed.workspace)).every((n) => n > 0)).toBe(true);
  });

  it('refuses a typed name that is not exactly the workspace name', async () => {
    for (const typed of ['doomed talent', 'Doomed', 'Bystander Search', 'Doomed  Talent']) {
      const response = await remove(doomed, typed);
      expect(response.statusCode, typed).toBe(422);
      expect(response.json().message).toBe(DELETE_NAME_MISMATCH);
      expect(errorsOf(response)).toEqual([{ path: 'confirm_name', message: DELETE_NAME_MISMATCH }]);
    }
    expect((await remove(doomed, '')).statusCode).toBe(422);
    expect(Object.values(await rowCounts(doomed.workspace)).every((n) => n > 0)).toBe(true);
  });

  it('deletes every row of the workspace and its files, and nothing of another workspace', async () => {
    const bystanderBefore = await rowCounts(bystander.workspace);
    const response = await remove(doomed, '  Doomed Talent ');
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json().data as WorkspaceExit).current_workspace).toBeNull();

    const after = await rowCounts(doomed.workspace);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    const workspaceRow = await t.pool.query('select 1 from workspace where id = $1', [
      doomed.workspace,
    ]);
    expect(workspaceRow.rowCount).toBe(0);
    expect(await rowCounts(bystander.workspace)).toEqual(bystanderBefore);

    for (const key of files[doomed.workspace] ?? []) expect(await storageHas(key), key).toBe(false);
    for (const key of files[bystander.workspace] ?? [])
      expect(await storageHas(key), key).toBe(true);

    const audit = await t.pool.query(
      `select actor_email, action, details->>'name' as name from audit_log where target = $1`,
      [doomed.workspace],
    );
    expect(audit.rows).toEqual([
      { actor_email: 'owner@delete.test', action: 'workspace.delete', name: 'Doomed Talent' },
    ]);
    // The career page's address is free again, and its pages are gone.
    expect((await call(t, 'GET', '/careers/doomed-careers')).statusCode).toBe(404);
    const retaken = await call(t, 'PUT', '/api/workspace/career-page', {
      ...bystander,
      body: { slug: 'doomed-careers', enabled: true },
    });
    expect(retaken.statusCode, retaken.body).toBe(200);
  });

  it('moves everyone who was in it to another workspace of theirs, or to none', async () => {
    const memberInfo = await sessionInfoOf(t, member.cookie);
    expect(memberInfo.profile_info.current_workspace).toEqual({
      _id: bystander.workspace,
      name: 'Bystander Search',
    });
    const stored = await t.pool.query<{ email: string; current_workspace_id: string | null }>(
      `select email, current_workspace_id from "user"
        where email in ('owner@delete.test', 'admin@delete.test', 'member@delete.test')
        order by email`,
    );
    expect(stored.rows).toEqual([
      { email: 'admin@delete.test', current_workspace_id: null },
      { email: 'member@delete.test', current_workspace_id: bystander.workspace },
      { email: 'owner@delete.test', current_workspace_id: null },
    ]);
    const list = await call(t, 'GET', '/api/workspace/list', { cookie: doomed.cookie });
    expect(list.json().data).toEqual([]);
    expect((await call(t, 'GET', '/api/workspace/details', doomed)).statusCode).toBe(403);
  });
});
