import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ScheduledEmail } from './delivery-store';

/*
 * The set-based writes of one planning batch of the engine (decision 018: a hot path, raw SQL in
 * a store): one statement per kind of write, rows passed as one JSON array.
 */

/** Where an enrolment's thread stands once its e-mail step is planned. */
export type PlannedThread = {
  workspaceId: string;
  enrollmentId: string;
  stepIndex: number;
  mailboxId: string;
  threadMessageId: string;
  threadSubject: string;
  lastMessageId: string;
};

export type PlannedWait = {
  workspaceId: string;
  enrollmentId: string;
  stepIndex: number;
  nextRunAt: Date;
};

export type PlannedCompletion = {
  workspaceId: string;
  enrollmentId: string;
  projectId: string;
  candidateId: string;
};

const asJson = (rows: object[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** The one delivery row of each (enrolment, step); a second attempt to plan one changes nothing. */
export const insertScheduledEmails = async (tx: Executor, emails: ScheduledEmail[]) => {
  const rows = emails.map((email) => ({
    id: email.id,
    workspace_id: email.workspaceId,
    enrollment_id: email.enrollmentId,
    step_id: email.stepId,
    mailbox_id: email.mailboxId,
    scheduled_at: email.scheduledAt.toISOString(),
    message_id: email.messageId,
    to_email: email.toEmail,
    subject: email.subject,
    html_body: email.htmlBody,
    text_body: email.textBody,
    in_reply_to: email.inReplyTo,
    references: email.references,
  }));
  await tx.execute(sql`
    insert into campaign_delivery
      (id, workspace_id, enrollment_id, step_id, step_type, status, mailbox_id, scheduled_at,
       message_id, to_email, subject, html_body, text_body, in_reply_to, "references")
    select v.id, v.workspace_id, v.enrollment_id, v.step_id, 'auto_email', 'scheduled',
           v.mailbox_id, v.scheduled_at, v.message_id, v.to_email, v.subject, v.html_body,
           v.text_body, v.in_reply_to, v."references"
      from jsonb_to_recordset(${asJson(rows)}) as v(
             id uuid, workspace_id uuid, enrollment_id uuid, step_id uuid, mailbox_id uuid,
             scheduled_at timestamptz, message_id text, to_email text, subject text,
             html_body text, text_body text, in_reply_to text, "references" text)
    on conflict (enrollment_id, step_id) do nothing`);
};

/** The enrolment waits for its send (next_run_at null) and remembers the thread. */
export const savePlannedThreads = async (tx: Executor, threads: PlannedThread[]) => {
  const rows = threads.map((thread) => ({
    id: thread.enrollmentId,
    workspace_id: thread.workspaceId,
    step_index: thread.stepIndex,
    mailbox_id: thread.mailboxId,
    thread_message_id: thread.threadMessageId,
    thread_subject: thread.threadSubject,
    last_message_id: thread.lastMessageId,
  }));
  await tx.execute(sql`
    update campaign_enrollment e
       set step_index = v.step_index, next_run_at = null, held_reason = null,
           mailbox_id = v.mailbox_id, thread_message_id = v.thread_message_id,
           thread_subject = v.thread_subject, last_message_id = v.last_message_id
      from jsonb_to_recordset(${asJson(rows)}) as v(
             id uuid, workspace_id uuid, step_index int, mailbox_id uuid,
             thread_message_id text, thread_subject text, last_message_id text)
     where e.workspace_id = v.workspace_id and e.id = v.id`);
};

export const saveWaits = async (tx: Executor, waits: PlannedWait[]) => {
  const rows = waits.map((wait) => ({
    id: wait.enrollmentId,
    workspace_id: wait.workspaceId,
    step_index: wait.stepIndex,
    next_run_at: wait.nextRunAt.toISOString(),
  }));
  await tx.execute(sql`
    update campaign_enrollment e
       set step_index = v.step_index, next_run_at = v.next_run_at, held_reason = null
      from jsonb_to_recordset(${asJson(rows)}) as v(
             id uuid, workspace_id uuid, step_index int, next_run_at timestamptz)
     where e.workspace_id = v.workspace_id and e.id = v.id`);
};

/** Finished sequences: the enrolment is completed (the pipeline moves the candidate on). */
export const completeEnrollments = async (tx: Executor, completions: PlannedCompletion[]) => {
  const rows = completions.map((completion) => ({
    enrollment_id: completion.enrollmentId,
    workspace_id: completion.workspaceId,
  }));
  await tx.execute(sql`
    update campaign_enrollment e
       set status = 'completed', completed_at = now(), next_run_at = null, held_reason = null
      from jsonb_to_recordset(${asJson(rows)}) as v(enrollment_id uuid, workspace_id uuid)
     where e.workspace_id = v.workspace_id and e.id = v.enrollment_id`);
};
