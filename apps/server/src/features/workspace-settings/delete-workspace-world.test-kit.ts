import { insertBookedInterview } from '../calendars/scheduling-world.test-kit';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import { DRAFTS, type As, type campaignKit } from '../campaigns/campaign.test-kit';
import { apply, publish, setCareerPage, validFields } from '../careers/career-page.test-kit';
import { uploadCsv } from '../imports/csv/csv-import.test-kit';
import { pdfWithLines } from '../imports/resumes/resume-import.test-kit';
import { joinAsPartner } from '../partners/partner.test-kit';
import { createVictimProject } from '../projects/project-isolation-world.test-kit';
import { uploadLogo } from './workspace-settings.test-kit';

type CampaignKit = ReturnType<typeof campaignKit>;

export const ok = (response: { statusCode: number; body: string }) => {
  expect(response.statusCode, response.body).toBe(200);
};

/**
 * Rows in every tenant table of a workspace, through the API where it is short, through SQL
 * otherwise (the delete-workspace test's world). Answers the storage keys of its stored files.
 */
export const populateWorkspace = async (
  t: TestApp,
  kit: CampaignKit,
  as: As,
  tag: string,
): Promise<string[]> => {
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
  await t.pool.query(
    `insert into calendar_account (workspace_id, user_id, provider, address, server_url, username,
       secret, event_calendar_url, calendars)
     select $1, user_id, 'caldav', $2, 'https://caldav.example.com/', $2, 'sealed',
            'https://caldav.example.com/work/', '[]' from linkedin_account where workspace_id = $1`,
    [as.workspace, `${tag}@calendar.test`],
  );
  await insertBookedInterview(
    t,
    as.workspace,
    world.victimProjectId,
    world.victimCandidateId,
    `${tag}@booking.test`,
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
  await t.pool.query(
    `insert into ai_call (workspace_id, enrollment_id, step_id, candidate_id, to_number,
       scheduled_at)
     select $1, e.id, gen_random_uuid(), e.candidate_id, '+14155550100', now()
       from campaign_enrollment e where e.workspace_id = $1 limit 1`,
    [as.workspace],
  );
  // The WhatsApp account and a person's WhatsApp message (decision 048).
  await t.pool.query(
    `insert into whatsapp_account (workspace_id, session, status)
     values ($1::uuid, 'hirelane-' || $1::text, 'WORKING')`,
    [as.workspace],
  );
  // And its WhatsApp Business account (phone number ids are unique across workspaces).
  await t.pool.query(
    `insert into whatsapp_business_account (workspace_id, phone_number_id, waba_id,
       access_token_sealed, app_secret_sealed, verify_token, status)
     values ($1, '1' || floor(random() * 1e14)::bigint, '2', 'v1.x', 'v1.x', 'token', 'WORKING')`,
    [as.workspace],
  );
  await t.pool.query(
    `insert into whatsapp_message (workspace_id, candidate_id, direction, status, body,
       provider_message_id)
     select $1, id, 'inbound', 'received', 'Hi', 'wamid-' || id from candidate
      where workspace_id = $1 limit 1`,
    [as.workspace],
  );
  // The Slack connection, the project's channel, the switches and one sent message (decision 050).
  await t.pool.query(
    `with c as (
       insert into slack_connection (workspace_id, scope, user_id, team_id, team_name,
                                     bot_token_sealed, authed_user_id)
       select $1, 'workspace', wm.user_id, 'T0POP', 'Populated', 'v1.sealed', 'U0POP'
         from workspace_member wm where wm.workspace_id = $1 limit 1 returning id)
     insert into slack_outbox (workspace_id, kind, event_id, destination, connection_id, text, status)
     select $1, 'reply_received', 'populate', 'C0POPULATE', c.id, '', 'sent' from c`,
    [as.workspace],
  );
  await t.pool.query(
    `insert into slack_project_channel (workspace_id, project_id, channel_id, channel_name)
     values ($1, $2, 'C0POPULATE', 'hiring')`,
    [as.workspace, world.victimProjectId],
  );
  await t.pool.query(
    `insert into slack_notification_setting (workspace_id, disabled_kinds)
     values ($1, '{import_finished}')`,
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
  // The project's scheduling settings and the slot the hire verdict offers (issue 22).
  await t.pool.query(
    `with settings as (
       insert into project_scheduling (workspace_id, project_id, settings) values ($1, $2, '{}'))
     insert into scheduling_offer (workspace_id, evaluation_id, project_id)
     select $1, id, $2 from interview_evaluation where workspace_id = $1 limit 1`,
    [as.workspace, world.victimProjectId],
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
  // A recruiting partner (decision 051) with the project shared and one submission.
  const partner = await joinAsPartner(
    t,
    kit.signInAs,
    as.cookie,
    as.workspace,
    `partner@${tag}.test`,
    [world.victimProjectId],
  );
  ok(
    await call(t, 'POST', `/api/partner/project/${world.victimProjectId}/submit`, {
      cookie: partner,
      workspace: as.workspace,
      body: { first_name: 'Submitted', email: `submitted@${tag}.test` },
    }),
  );
  const stored = await t.pool.query<{ storage_key: string }>(
    'select storage_key from stored_file where workspace_id = $1',
    [as.workspace],
  );
  return stored.rows.map((row) => row.storage_key);
};
