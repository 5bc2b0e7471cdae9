import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELETE_NAME_MISMATCH,
  DELETE_NOT_ALLOWED,
} from '@hirelane/domain/workspace-settings/workspace-rules';
import type { WorkspaceExit } from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { sessionInfoOf } from '../../../test/workspace-helpers';
import { DRAFTS, campaignKit, errorsOf, type As } from '../campaigns/campaign.test-kit';
import { uploadCsv } from '../imports/csv/csv-import.test-kit';
import { createVictimProject } from '../projects/project-isolation-world.test-kit';
import { apply, publish, setCareerPage, validFields } from '../careers/career-page.test-kit';
import { pdfWithLines } from '../imports/resumes/resume-import.test-kit';
import { closeSharedResumeParser } from '../imports/resumes/resume-shared-parser';
import { uploadLogo } from './workspace-settings.test-kit';

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

const ok = (response: { statusCode: number; body: string }) => {
  expect(response.statusCode, response.body).toBe(200);
};

/** Rows in every tenant table: through the API where it is short, through SQL otherwise. */
const populate = async (as: As, tag: string) => {
  const world = await createVictimProject(t, as.cookie, as.workspace);
  const base = `/api/project/${world.victimProjectId}`;
  ok(
    await call(t, 'POST', `${base}/pipeline/move`, {
      ...as,
      body: { candidate_ids: [world.victimCandidateId], to_stage: 'rejected' },
    }),
  );
  ok(
    await call(t, 'PUT', `/api/candidate/${world.victimCandidateId}/do-not-contact`, {
      ...as,
      body: { do_not_contact: true, reason: `${tag}: asked not to be contacted` },
    }),
  );
  const step = await kit.addStep(as, world.victimCampaignId, DRAFTS.email);
  await kit.insertDelivery(as.workspace, world.victimCampaignId, step._id);
  // Sent at a time, so the report's delivery rollup (decision 040) has a row to delete too.
  await t.pool.query(
    `update campaign_delivery set sent_at = now() where workspace_id = $1 and sent_at is null`,
    [as.workspace],
  );
  ok(
    await call(t, 'POST', '/api/campaign/template/create', {
      ...as,
      body: { channel: 'email', name: `${tag} template`, subject: 'Hi', body: 'Hello' },
    }),
  );
  ok(await uploadLogo(t, as));
  ok(await uploadCsv(t, as, world.victimProjectId, { Name: 'full_name' }, `Name\n${tag} Person\n`));
  await kit.insertMailbox(as.workspace, `${tag}@mail.test`);
  await kit.insertLinkedin(as.workspace, tag === 'doomed' ? 'owner@delete.test' : 'by@delete.test');
  await t.pool.query(
    `insert into stripe_event (id, type, workspace_id) values ($1, 'invoice.paid', $2)`,
    [`evt_${tag}`, as.workspace],
  );
  await t.pool.query(
    `with g as (insert into credit_ledger (workspace_id, kind, amount, reason, idempotency_key)
                values ($1, 'grant', 100, 'admin', 'populate'))
     insert into credit_balance (workspace_id, balance) values ($1, 100)`,
    [as.workspace],
  );
  await t.pool.query(
    `with d as (select id from campaign_delivery where workspace_id = $1 limit 1),
          c as (select id from candidate where workspace_id = $1 limit 1)
     insert into email_tracking_event (workspace_id, delivery_id, kind)
     select $1, d.id, 'open' from d`,
    [as.workspace],
  );
  await t.pool.query(
    `insert into email_message (workspace_id, candidate_id, direction, kind, message_id)
     select $1, id, 'in', 'reply', $2 from candidate where workspace_id = $1 limit 1`,
    [as.workspace, `<${tag}@mail.test>`],
  );
  // LinkedIn (decision 045): the identity the extension reported, an action and a reply.
  await t.pool.query(
    `insert into linkedin_identity_report (workspace_id, user_id, full_name, profile_url)
     select $1, user_id, 'Reported', 'https://linkedin.com/in/reported' from linkedin_account
      where workspace_id = $1`,
    [as.workspace],
  );
  await t.pool.query(
    `insert into linkedin_action (workspace_id, enrollment_id, step_id, step_type, candidate_id,
       profile_url, scheduled_at)
     select $1, e.id, gen_random_uuid(), 'auto_linkedin_invite', e.candidate_id,
            'https://linkedin.com/in/x', now()
       from campaign_enrollment e where e.workspace_id = $1 limit 1`,
    [as.workspace],
  );
  await t.pool.query(
    `insert into linkedin_message (workspace_id, candidate_id, direction, text_body, at)
     select $1, id, 'inbound', 'Hi', now() from candidate where workspace_id = $1 limit 1`,
    [as.workspace],
  );
  // The message made its inbox thread (trigger); a teammate has read it.
  await t.pool.query(
    `insert into inbox_thread_read (workspace_id, thread_id, user_id, read_count)
     select $1, th.id, wm.user_id, 1 from inbox_thread th
       join workspace_member wm on wm.workspace_id = th.workspace_id
      where th.workspace_id = $1 limit 1`,
    [as.workspace],
  );
  // A workflow of the project with one run (decision 042).
  await t.pool.query(
    `with w as (
       insert into workflow (workspace_id, project_id, name, trigger, action, trigger_kind, trigger_values)
       values ($1, $2, $3, '{"kind":"stage_entered","stage":"rejected"}',
               '{"kind":"add_to_campaign"}', 'stage_entered', '{rejected}') returning id)
     insert into workflow_run (workspace_id, workflow_id, project_id, candidate_id, event_key, event)
     select $1, w.id, $2, $4, 'stage:populate', 'Entered Rejected' from w`,
    [as.workspace, world.victimProjectId, `${tag} workflow`, world.victimCandidateId],
  );
  await t.pool.query(
    `insert into campaign_status_change (workspace_id, campaign_id, project_id, running)
     values ($1, $2, $3, true)`,
    [as.workspace, world.victimCampaignId, world.victimProjectId],
  );
  await t.pool.query(
    `insert into campaign_sequence_version (workspace_id, campaign_id, version, steps)
     values ($1, $2, 1, '[]')`,
    [as.workspace, world.victimCampaignId],
  );
  await t.pool.query(
    `insert into step_generation (workspace_id, campaign_id, project_id, request, provider)
     values ($1, $2, $3, '{}', '{"kind":"local","label":"Built-in"}')`,
    [as.workspace, world.victimCampaignId, world.victimProjectId],
  );
  await t.pool.query(
    `insert into provider_profile (workspace_id, provider_id, payload) values ($1, $2, '{}')`,
    [as.workspace, `${tag}-provider-person`],
  );
  // A person of a big import not yet indexed (decision 027's queue).
  await t.pool.query(
    `insert into candidate_search_pending (workspace_id, candidate_id) values ($1, $2)`,
    [as.workspace, world.victimCandidateId],
  );
  await t.pool.query(
    `with run as (
       insert into sourcing_run (workspace_id, project_id, query, filters, count, helper)
       values ($1, $2, '', '{}', 1, 'built-in rules') returning id)
     insert into sourcing_run_candidate (workspace_id, run_id, project_id, candidate_id, summary, written_by)
     select $1, run.id, $2, $3, 'Has the must-have skills.', 'built-in rules' from run`,
    [as.workspace, world.victimProjectId, world.victimCandidateId],
  );
  // Ria's daily run of a project (issue 17).
  await t.pool.query(
    `insert into sourcing_schedule (workspace_id, project_id, query, filters, count, local_time, time_zone)
     values ($1, $2, '', '{}', 1, '07:00', 'UTC')`,
    [as.workspace, world.victimProjectId],
  );
  // A project's interview design (issue 18): its plan and settings.
  await t.pool.query(
    `insert into interview_design (workspace_id, project_id, settings) values ($1, $2, '{}')`,
    [as.workspace, world.victimProjectId],
  );
  // An interview: the invitation, an answer, the evaluation and a person's decision over it.
  await t.pool.query(
    `with inv as (
       insert into interview_invitation
         (workspace_id, project_id, candidate_id, token_hash, email, plan, settings, expires_at)
       values ($1, $2, $3, md5(random()::text), 'c@example.com', '{}', '{}', now() + interval '7 days')
       returning id),
     answer as (
       insert into interview_answer (workspace_id, invitation_id, question_id, mode, text, started_at, answered_at)
       select $1, inv.id, 'q-1', 'typed', 'An answer.', now(), now() from inv),
     evaluation as (
       insert into interview_evaluation (workspace_id, invitation_id, status, verdict, overall_score)
       select $1, inv.id, 'scored', 'hire', 72 from inv returning id)
     insert into interview_verdict_decision (workspace_id, evaluation_id, verdict, reason)
     select $1, evaluation.id, 'maybe', 'Checked the references.' from evaluation`,
    [as.workspace, world.victimProjectId, world.victimCandidateId],
  );
  // An erased person's suppression (decision 036) and the workspace's salt of its hashes.
  await t.pool.query(
    `with salt as (insert into suppression_salt (workspace_id, salt) values ($1, md5($2)))
     insert into suppression (workspace_id, hashes, kinds) values ($1, array[md5($2)], '{email}')`,
    [as.workspace, tag],
  );
  // A pair the duplicate review was told is not a duplicate (decision 043).
  await t.pool.query(
    `with twin as (
       insert into candidate (workspace_id, full_name, source) values ($1, 'Twin', 'manual')
       returning id)
     insert into candidate_duplicate_dismissal (workspace_id, candidate_a, candidate_b)
     select $1, least($2::uuid, twin.id), greatest($2::uuid, twin.id) from twin`,
    [as.workspace, world.victimCandidateId],
  );
  await t.pool.query(
    `insert into import_file (workspace_id, import_id, filename, size)
     select $1, id, 'cv.pdf', 10 from import_job where workspace_id = $1 limit 1`,
    [as.workspace],
  );
  // The career page (decision 039): the workspace's address, a published project, an application.
  await setCareerPage(t, as, `${tag}-careers`);
  await publish(t, as, world.victimProjectId);
  const applied = await apply(t, `/careers/${tag}-careers/${world.victimProjectId}`, {
    fields: validFields(t, { email: `applicant@${tag}.test`, linkedin_url: '' }),
    resume: {
      filename: 'applicant.pdf',
      data: await pdfWithLines(['Applicant', `applicant@${tag}.test`]),
      contentType: 'application/pdf',
    },
    ip: tag === 'doomed' ? '10.111.0.1' : '10.111.0.2',
  });
  expect(applied.statusCode, applied.body).toBe(303);
  const stored = await t.pool.query<{ storage_key: string }>(
    'select storage_key from stored_file where workspace_id = $1',
    [as.workspace],
  );
  files[as.workspace] = stored.rows.map((row) => row.storage_key);
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
  await populate(doomed, 'doomed');
  await populate(bystander, 'bystander');
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
