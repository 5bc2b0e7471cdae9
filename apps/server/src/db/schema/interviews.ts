import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  InterviewEvaluation,
  Verdict,
} from '@hirelane/domain/interviews/evaluation/interview-answer.schema';
import type { InterviewPlan } from '@hirelane/domain/interviews/interview-plan.schema';
import type { InterviewSettings } from '@hirelane/domain/interviews/interview-settings.schema';
import { mailbox } from './accounts';
import { user } from './auth';
import { creditLedger } from './billing';
import { candidate } from './candidates';
import { storedFile } from './files';
import { project } from './projects';
import { createdAtColumn, timestamps } from './columns';
import { tenantColumns } from './tenant-columns';

/**
 * The interview design of a charlie project (issue 18, decision 031): its plan and settings, one
 * row per project, deleted with the project and with the workspace. A null plan or settings is
 * not saved yet (the settings then read as the defaults).
 */
export const interviewDesign = pgTable(
  'interview_design',
  {
    ...tenantColumns(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    plan: jsonb('plan').$type<InterviewPlan | null>(),
    settings: jsonb('settings').$type<InterviewSettings | null>(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [uniqueIndex('interview_design_project_uq').on(table.projectId)],
);

/**
 * One invitation of one candidate to a charlie project's AI interview (issue 18). The link's token
 * is stored hashed; the plan and settings are copied at invitation, so editing the plan later never
 * changes an interview under way. At most one live (not revoked) invitation per project and person.
 */
export const interviewInvitation = pgTable(
  'interview_invitation',
  {
    ...tenantColumns(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidate.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's token, hex. */
    tokenHash: text('token_hash').notNull(),
    /** The address the invitation went to. */
    email: text('email').notNull(),
    plan: jsonb('plan').$type<InterviewPlan>().notNull(),
    settings: jsonb('settings').$type<InterviewSettings>().notNull(),
    /** The credit hold taken at invitation (settled on completion, released if never taken). */
    creditHoldId: uuid('credit_hold_id').references((): AnyPgColumn => creditLedger.id, {
      onDelete: 'set null',
    }),
    sentBy: text('sent_by').references(() => user.id, { onDelete: 'set null' }),
    /**
     * The connected mailbox the invitation went through; reminders, resends and the thank-you
     * leave from it too. Null: the product's own mail (or the mailbox was removed since).
     */
    mailboxId: uuid('mailbox_id').references(() => mailbox.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the mail server took the invitation e-mail (first send or resend); null: not sent. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Why the last e-mail of this invitation (invitation, resend, reminder) was not sent. */
    deliveryError: text('delivery_error'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When the thank-you e-mail was sent (at most once; only when the settings ask for one). */
    thankYouSentAt: timestamp('thank_you_sent_at', { withTimezone: true }),
    /** The candidate used their one extension of the time per answer. */
    timeExtended: boolean('time_extended').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('interview_invitation_token_uq').on(table.tokenHash),
    uniqueIndex('interview_invitation_live_uq')
      .on(table.projectId, table.candidateId)
      .where(sql`revoked_at is null`),
    index('interview_invitation_workspace_idx').on(table.workspaceId, table.projectId),
    index('interview_invitation_completed_feed_idx')
      .on(table.workspaceId, table.completedAt, table.id)
      .where(sql`completed_at is not null`),
  ],
);

/**
 * One answer of an interview, saved as soon as it is given (the interview resumes at the first
 * question without one). `text` is typed, or the transcript of a voice answer (null while the
 * transcription runs or when none is configured); `audio_file_id` keeps a voice recording.
 */
export const interviewAnswer = pgTable(
  'interview_answer',
  {
    ...tenantColumns(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => interviewInvitation.id, { onDelete: 'cascade' }),
    /** A deal-breaker's or a question's id of the plan copy, or `practice`. */
    questionId: text('question_id').notNull(),
    mode: text('mode').$type<'typed' | 'voice'>().notNull(),
    text: text('text'),
    /** none (typed), pending, done, failed. */
    transcription: text('transcription')
      .$type<'none' | 'pending' | 'done' | 'failed'>()
      .notNull()
      .default('none'),
    audioFileId: uuid('audio_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('interview_answer_question_uq').on(table.invitationId, table.questionId)],
);

/**
 * The evaluation of a completed interview (decision 032): pending until the scoring job ran, then
 * the AI's verdict with its evidence, or scoring_unavailable. Kept beside any human decision.
 */
export const interviewEvaluation = pgTable(
  'interview_evaluation',
  {
    ...tenantColumns(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => interviewInvitation.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'scored' | 'scoring_unavailable'>().notNull(),
    evaluation: jsonb('evaluation').$type<InterviewEvaluation>(),
    verdict: text('verdict').$type<Verdict>(),
    overallScore: integer('overall_score'),
    ...timestamps(),
  },
  (table) => [uniqueIndex('interview_evaluation_invitation_uq').on(table.invitationId)],
);

/** A person's decision over the AI's verdict, with the reason; the history is kept. */
export const interviewVerdictDecision = pgTable(
  'interview_verdict_decision',
  {
    ...tenantColumns(),
    evaluationId: uuid('evaluation_id')
      .notNull()
      .references(() => interviewEvaluation.id, { onDelete: 'cascade' }),
    verdict: text('verdict').$type<Verdict>().notNull(),
    reason: text('reason').notNull(),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('interview_verdict_decision_evaluation_idx').on(table.evaluationId)],
);
