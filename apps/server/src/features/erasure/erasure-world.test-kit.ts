import { insertBookedInterview } from '../calendars/scheduling-world.test-kit';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import { DRAFTS, type campaignKit, type As } from '../campaigns/campaign.test-kit';

/**
 * A person who touched every table that can hold someone: pipeline, notes, custom values,
 * do-not-contact, campaign enrolment with a pending delivery and its tracking, matched and
 * unmatched e-mails, an interview with a recording and an open credit hold, a paid reveal, a
 * sourcing reason, the search queue, provider profiles, and a resume import with its file.
 */

export type ErasureSubject = {
  candidateId: string;
  projectId: string;
  email: string;
  /** Strings of theirs that must not survive anywhere (name, e-mail, phone, LinkedIn). */
  traces: string[];
  storageKeys: string[];
};

const ok = (response: { statusCode: number; body: string }) =>
  expect(response.statusCode, response.body).toBe(200);

const one = async (t: TestApp, text: string, values: unknown[]): Promise<string> => {
  const result = await t.pool.query<{ id: string }>(text, values);
  const id = result.rows[0]?.id;
  if (!id) throw new Error(`no row from: ${text}`);
  return id;
};

const storeFile = async (t: TestApp, as: As, name: string, bytes: string) => {
  const stored = await t.app.storage.put(`test/${randomUUID()}`, Buffer.from(bytes));
  const id = await one(
    t,
    `insert into stored_file (workspace_id, storage_key, filename, content_type, size, sha256)
     values ($1, $2, $3, 'application/octet-stream', $4, $5) returning id`,
    [as.workspace, stored.key, name, stored.size, stored.sha256],
  );
  return { id, key: stored.key };
};

export const createErasureSubject = async (
  t: TestApp,
  kit: ReturnType<typeof campaignKit>,
  as: As,
  tag: string,
  phoneTail: string,
): Promise<ErasureSubject> => {
  const email = `${tag}.erased@example.com`;
  const fullName = `${tag} Erasedperson`;
  const slug = `${tag}-erased-77`;
  const phone = `+44 7400 ${phoneTail}`;
  const project = await kit.createProject(as.cookie, as.workspace, { name: `${tag} project` });
  const base = `/api/project/${project._id}`;
  const added = await call(t, 'POST', `${base}/candidate/add`, {
    ...as,
    body: {
      full_name: fullName,
      email,
      linkedin_url: `https://www.linkedin.com/in/${slug}/`,
      phone_numbers: [phone],
      source: 'manual',
    },
  });
  ok(added);
  const candidateId = (added.json().data as { candidate_id: string }).candidate_id;
  ok(
    await call(t, 'POST', `${base}/pipeline/move`, {
      ...as,
      body: { candidate_ids: [candidateId], to_stage: 'rejected' },
    }),
  );
  ok(
    await call(t, 'POST', `/api/candidate/${candidateId}/notes/add`, {
      ...as,
      body: { body: `Spoke with ${fullName}`, project_id: project._id },
    }),
  );
  const field = await call(t, 'POST', `${base}/custom-fields/create`, {
    ...as,
    body: { name: `${tag} notice`, type: 'text' },
  });
  ok(field);
  const fieldId = (field.json().data as { _id: string })._id;
  ok(
    await call(t, 'PUT', `${base}/candidate/${candidateId}/custom-values`, {
      ...as,
      body: { values: { [fieldId]: `${fullName} needs a month` } },
    }),
  );
  ok(
    await call(t, 'PUT', `/api/candidate/${candidateId}/do-not-contact`, {
      ...as,
      body: { do_not_contact: true, reason: `${fullName} asked` },
    }),
  );

  // A campaign enrolment with a delivery still to send, and an open tracked.
  const step = await kit.addStep(as, project.linked_campaign, DRAFTS.email);
  const enrollment = await one(
    t,
    `insert into campaign_enrollment (workspace_id, campaign_id, candidate_id, status)
     values ($1, $2, $3, 'active') returning id`,
    [as.workspace, project.linked_campaign, candidateId],
  );
  const delivery = await one(
    t,
    `insert into campaign_delivery (workspace_id, enrollment_id, step_id, status, to_email, subject)
     values ($1, $2, $3, 'scheduled', $4, $5) returning id`,
    [as.workspace, enrollment, step._id, email, `Hello ${fullName}`],
  );
  await t.pool.query(
    `insert into email_tracking_event (workspace_id, delivery_id, kind) values ($1, $2, 'open')`,
    [as.workspace, delivery],
  );
  // A reply the engine matched, and a mail from their address it could not match.
  await t.pool.query(
    `insert into email_message (workspace_id, candidate_id, direction, kind, message_id, from_email, text_body)
     values ($1, $2, 'in', 'reply', $3, $4, 'Thanks'), ($1, null, 'in', 'reply', $5, $4, 'Hello again')`,
    [as.workspace, candidateId, `<${tag}-1@mail.test>`, email, `<${tag}-2@mail.test>`],
  );

  // LinkedIn: an invitation of theirs to send, and a reply they sent on LinkedIn (decision 045).
  await t.pool.query(
    `insert into linkedin_action (workspace_id, enrollment_id, step_id, step_type, candidate_id,
       profile_url, text, scheduled_at)
     values ($1, $2, gen_random_uuid(), 'auto_linkedin_invite', $3, $4, $5, now())`,
    [as.workspace, enrollment, candidateId, `https://linkedin.com/in/${tag}`, `Hi ${fullName}`],
  );
  await t.pool.query(
    `insert into linkedin_message (workspace_id, candidate_id, direction, text_body, at)
     values ($1, $2, 'inbound', $3, now())`,
    [as.workspace, candidateId, `Thanks, ${fullName} here`],
  );
  // An AI call with its transcript (decision 047).
  await t.pool.query(
    `insert into ai_call (workspace_id, enrollment_id, step_id, candidate_id, to_number, status,
       outcome, scheduled_at, transcript)
     values ($1, $2, gen_random_uuid(), $3, '+14155550100', 'ended', 'answered', now(), $4)`,
    [as.workspace, enrollment, candidateId, `User: this is ${fullName}`],
  );

  await insertBookedInterview(t, as.workspace, project._id, candidateId, `${tag}@calendar.test`);

  // WhatsApp: a message they sent (decision 048).
  await t.pool.query(
    `insert into whatsapp_message (workspace_id, candidate_id, direction, status, body,
       provider_message_id)
     values ($1, $2, 'inbound', 'received', $3, $4)`,
    [as.workspace, candidateId, `WhatsApp from ${fullName}`, `wamid-${tag}`],
  );

  // Credits: a grant, a paid reveal of the person, and the hold of their open interview.
  await t.pool.query(
    `insert into credit_ledger (workspace_id, kind, amount, reason, idempotency_key)
     values ($1, 'grant', 100, 'admin', $2)`,
    [as.workspace, `grant-${tag}`],
  );
  await t.pool.query(
    `insert into credit_ledger (workspace_id, kind, amount, reason, idempotency_key, action, object_type, object_id)
     values ($1, 'debit', -1, 'contact_reveal', $2, 'contact_reveal', 'candidate', $3)`,
    [as.workspace, `contact_reveal:${candidateId}`, candidateId],
  );
  const invitation = await one(
    t,
    `insert into interview_invitation
       (workspace_id, project_id, candidate_id, token_hash, email, plan, settings, expires_at)
     values ($1, $2, $3, md5(random()::text), $4, '{}', '{}', now() + interval '7 days')
     returning id`,
    [as.workspace, project._id, candidateId, email],
  );
  const hold = await one(
    t,
    `insert into credit_ledger (workspace_id, kind, amount, reason, idempotency_key, action, object_type, object_id)
     values ($1, 'hold', -3, 'ai_interview', $2, 'ai_interview', 'interview_invitation', $3)
     returning id`,
    [as.workspace, `interview-invitation:${invitation}`, invitation],
  );
  await t.pool.query(
    `insert into credit_balance (workspace_id, balance) values ($1, 0)
     on conflict (workspace_id) do nothing`,
    [as.workspace],
  );
  await t.pool.query(
    `update credit_balance set balance = (select sum(amount) from credit_ledger where workspace_id = $1)
      where workspace_id = $1`,
    [as.workspace],
  );
  await t.pool.query('update interview_invitation set credit_hold_id = $1 where id = $2', [
    hold,
    invitation,
  ]);
  const recording = await storeFile(t, as, `${fullName} answer.webm`, `voice of ${fullName}`);
  await t.pool.query(
    `with answer as (
       insert into interview_answer
         (workspace_id, invitation_id, question_id, mode, text, audio_file_id, started_at, answered_at)
       values ($1, $2, 'q-1', 'voice', $3, $4, now(), now())),
     evaluation as (
       insert into interview_evaluation (workspace_id, invitation_id, status, verdict, overall_score, evaluation)
       values ($1, $2, 'scored', 'hire', 72, $5::jsonb) returning id)
     insert into interview_verdict_decision (workspace_id, evaluation_id, verdict, reason)
     select $1, evaluation.id, 'maybe', $6 from evaluation`,
    [
      as.workspace,
      invitation,
      `I am ${fullName}`,
      recording.id,
      JSON.stringify({
        status: 'scored',
        deal_breakers: [{ quote: `I am ${fullName}` }],
        dropped: [],
        questions: [],
      }),
      `Checked ${fullName}'s references`,
    ],
  );

  // A sourcing reason, the search index queue and the provider's kept profiles.
  await t.pool.query(
    `with run as (
       insert into sourcing_run (workspace_id, project_id, query, filters, count, helper)
       values ($1, $2, '', '{}', 1, 'built-in rules') returning id)
     insert into sourcing_run_candidate (workspace_id, run_id, project_id, candidate_id, summary, written_by)
     select $1, run.id, $2, $3, $4, 'built-in rules' from run`,
    [as.workspace, project._id, candidateId, `${fullName} has the skills`],
  );
  await t.pool.query(
    `insert into candidate_search_pending (workspace_id, candidate_id) values ($1, $2)`,
    [as.workspace, candidateId],
  );
  await t.pool.query(
    `insert into provider_profile (workspace_id, provider_id, payload)
     values ($1, $2, $3::jsonb), ($1, $4, $5::jsonb)`,
    [
      as.workspace,
      `${tag}-pdl-1`,
      JSON.stringify({ fullName, linkedinUrl: `https://uk.linkedin.com/in/${slug.toUpperCase()}` }),
      `${tag}-pdl-other`,
      JSON.stringify({
        fullName: 'Someone Else',
        linkedinUrl: 'https://linkedin.com/in/someone-else',
      }),
    ],
  );

  // A workflow of the project that ran for them (decision 042); the run goes with the person.
  await t.pool.query(
    `with w as (
       insert into workflow (workspace_id, project_id, name, trigger, action, trigger_kind, trigger_values)
       values ($1, $2, $3, '{"kind":"stage_entered","stage":"completed"}',
               '{"kind":"add_to_campaign"}', 'stage_entered', '{completed}') returning id)
     insert into workflow_run (workspace_id, workflow_id, project_id, candidate_id, event_key, event, status)
     select $1, w.id, $2, $4, 'stage:' || gen_random_uuid(), 'Entered Completed', 'done' from w`,
    [as.workspace, project._id, `${tag} follow-up`, candidateId],
  );

  // Their resume, imported: the import's file row and the stored file the person points to.
  const resume = await storeFile(t, as, `${fullName} CV.pdf`, `%PDF-1.4 ${fullName}`);
  await t.pool.query(
    `with job as (
       insert into import_job (workspace_id, project_id, kind, status)
       values ($1, $2, 'resume', 'completed') returning id)
     insert into import_file (workspace_id, import_id, file_id, filename, size, status, outcome, candidate_id)
     select $1, job.id, $3, $4, 10, 'done', 'created', $5 from job`,
    [as.workspace, project._id, resume.id, `${fullName} CV.pdf`, candidateId],
  );
  await t.pool.query('update candidate set resume_file_id = $1 where id = $2', [
    resume.id,
    candidateId,
  ]);

  return {
    candidateId,
    projectId: project._id,
    email,
    traces: [
      email,
      fullName,
      slug,
      `7400 ${phoneTail}`,
      `7400${phoneTail}`,
      candidateId,
      invitation,
    ],
    storageKeys: [recording.key, resume.key],
  };
};

/** Every base table of the public schema with a `candidate_id` column. */
export const candidateTables = async (t: TestApp): Promise<string[]> =>
  (
    await t.pool.query<{ table_name: string }>(
      `select c.table_name from information_schema.columns c
         join information_schema.tables tb
           on tb.table_schema = c.table_schema and tb.table_name = c.table_name
        where c.table_schema = 'public' and c.column_name = 'candidate_id'
          and tb.table_type = 'BASE TABLE'
        order by c.table_name`,
    )
  ).rows.map((row) => row.table_name);

/** Rows naming the candidate, per table with a candidate_id column (tables with none left out). */
export const rowsNamingCandidate = async (
  t: TestApp,
  candidateId: string,
): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {};
  for (const table of await candidateTables(t)) {
    const result = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from "${table}" where candidate_id = $1`,
      [candidateId],
    );
    const n = result.rows[0]?.n ?? 0;
    if (n > 0) counts[table] = n;
  }
  return counts;
};

/**
 * Every base table of the public schema whose rows, read as text, contain any of the traces:
 * the table and how many rows.
 */
export const tablesHolding = async (
  t: TestApp,
  traces: string[],
): Promise<Record<string, number>> => {
  const tables = await t.pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const patterns = traces.map((trace) => `%${trace.toLowerCase()}%`);
  const found: Record<string, number> = {};
  for (const { table_name: table } of tables.rows) {
    const result = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from "${table}" x where lower(x::text) like any($1::text[])`,
      [patterns],
    );
    const n = result.rows[0]?.n ?? 0;
    if (n > 0) found[table] = n;
  }
  return found;
};
