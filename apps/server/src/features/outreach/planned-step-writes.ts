import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ScheduledEmail } from './delivery-store';

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

/**
 * The common writes of one planning batch (an e-mail to send, a delay to wait out, a finished
 * sequence), made in one set-based statement each when the batch ends instead of a few round
 * trips per enrolment. The batch's transaction makes them all or nothing.
 */
export class PlannedStepWrites {
  private readonly emails: ScheduledEmail[] = [];
  private readonly threads: PlannedThread[] = [];
  private readonly waits: PlannedWait[] = [];
  private readonly completions: PlannedCompletion[] = [];

  addEmail(email: ScheduledEmail, thread: PlannedThread): void {
    this.emails.push(email);
    this.threads.push(thread);
  }

  addWait(wait: PlannedWait): void {
    this.waits.push(wait);
  }

  addCompletion(completion: PlannedCompletion): void {
    this.completions.push(completion);
  }

  async flush(tx: Executor): Promise<void> {
    if (this.emails.length > 0) await insertScheduledEmails(tx, this.emails);
    if (this.threads.length > 0) await savePlannedThreads(tx, this.threads);
    if (this.waits.length > 0) await saveWaits(tx, this.waits);
    if (this.completions.length > 0) await completeEnrollments(tx, this.completions);
  }
}

/** The one delivery row of each (enrolment, step); a second attempt to plan one changes nothing. */
const insertScheduledEmails = async (tx: Executor, emails: ScheduledEmail[]) => {
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
const savePlannedThreads = async (tx: Executor, threads: PlannedThread[]) => {
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

const saveWaits = async (tx: Executor, waits: PlannedWait[]) => {
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

/**
 * Finished sequences: the enrolment is completed and the candidate moves in_campaign → completed
 * (SPEC 4.5 allows it) with a history row without a user, since no person moved them.
 */
const completeEnrollments = async (tx: Executor, completions: PlannedCompletion[]) => {
  const rows = completions.map((completion) => ({
    enrollment_id: completion.enrollmentId,
    workspace_id: completion.workspaceId,
    project_id: completion.projectId,
    candidate_id: completion.candidateId,
  }));
  await tx.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${asJson(rows)}) as v(
        enrollment_id uuid, workspace_id uuid, project_id uuid, candidate_id uuid)),
    completed as (
      update campaign_enrollment e
         set status = 'completed', completed_at = now(), next_run_at = null, held_reason = null
        from v
       where e.workspace_id = v.workspace_id and e.id = v.enrollment_id
      returning e.id),
    moved as (
      update project_candidate pc
         set stage = 'completed', sub_stage = null, stage_changed_at = now()
        from v
       where pc.workspace_id = v.workspace_id and pc.project_id = v.project_id
         and pc.candidate_id = v.candidate_id and pc.stage = 'in_campaign'
      returning pc.id, pc.workspace_id)
    insert into stage_history (workspace_id, project_candidate_id, from_stage, to_stage)
    select moved.workspace_id, moved.id, 'in_campaign', 'completed' from moved`);
};
