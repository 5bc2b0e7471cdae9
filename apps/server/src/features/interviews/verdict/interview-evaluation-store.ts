import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type {
  InterviewEvaluation,
  Verdict,
} from '@hirelane/domain/interviews/evaluation/interview-answer.schema';
import type { InterviewPlan } from '@hirelane/domain/interviews/interview-plan.schema';
import type { InterviewSettings } from '@hirelane/domain/interviews/interview-settings.schema';
import type { Executor } from '../../../db/client';
import { user } from '../../../db/schema/auth';
import { project } from '../../../db/schema/projects';
import {
  interviewAnswer,
  interviewEvaluation,
  interviewInvitation,
  interviewVerdictDecision,
} from '../../../db/schema/interviews';

/* The evaluations of completed interviews and the decisions over them (interviews owns them). */

export type ClaimedEvaluation = {
  id: string;
  workspaceId: string;
  invitationId: string;
  projectId: string;
  candidateId: string;
  plan: InterviewPlan;
  settings: InterviewSettings;
  creditHoldId: string | null;
  jobId: string;
};

/**
 * Locks one pending evaluation (this one, or the oldest) for the caller's transaction; rows that
 * another worker holds are skipped, so the queued job and the catch-up never score one twice.
 * No workspace filter: the worker runs for every workspace, and the row carries its own.
 */
export const claimPendingEvaluation = async (
  tx: Executor,
  evaluationId: string | null,
  /** Evaluations this pass already failed on, left for the next one. */
  skip: readonly string[] = [],
): Promise<ClaimedEvaluation | undefined> => {
  const [row] = await tx
    .select({
      id: interviewEvaluation.id,
      workspaceId: interviewEvaluation.workspaceId,
      invitationId: interviewEvaluation.invitationId,
      projectId: interviewInvitation.projectId,
      candidateId: interviewInvitation.candidateId,
      plan: interviewInvitation.plan,
      settings: interviewInvitation.settings,
      creditHoldId: interviewInvitation.creditHoldId,
      jobId: project.jobId,
    })
    .from(interviewEvaluation)
    .innerJoin(
      interviewInvitation,
      and(
        eq(interviewInvitation.id, interviewEvaluation.invitationId),
        eq(interviewInvitation.workspaceId, interviewEvaluation.workspaceId),
      ),
    )
    .innerJoin(project, eq(project.id, interviewInvitation.projectId))
    .where(
      and(
        eq(interviewEvaluation.status, 'pending'),
        evaluationId ? eq(interviewEvaluation.id, evaluationId) : undefined,
        skip.length > 0 ? notInArray(interviewEvaluation.id, [...skip]) : undefined,
      ),
    )
    .orderBy(asc(interviewEvaluation.createdAt))
    .limit(1)
    .for('update', { of: interviewEvaluation, skipLocked: true });
  return row;
};

export const listAnswers = (db: Executor, workspaceId: string, invitationId: string) =>
  db
    .select()
    .from(interviewAnswer)
    .where(
      and(
        eq(interviewAnswer.workspaceId, workspaceId),
        eq(interviewAnswer.invitationId, invitationId),
      ),
    )
    .orderBy(asc(interviewAnswer.answeredAt), asc(interviewAnswer.id));

export type AnswerRow = Awaited<ReturnType<typeof listAnswers>>[number];

export const storeEvaluation = async (
  tx: Executor,
  workspaceId: string,
  evaluationId: string,
  evaluation: InterviewEvaluation,
): Promise<void> => {
  await tx
    .update(interviewEvaluation)
    .set({
      status: evaluation.status,
      evaluation,
      verdict: evaluation.status === 'scored' ? evaluation.verdict : null,
      overallScore: evaluation.status === 'scored' ? evaluation.overall_score : null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(interviewEvaluation.workspaceId, workspaceId),
        eq(interviewEvaluation.id, evaluationId),
      ),
    );
};

/** The person's latest invitation to this project's interview (a live one before a revoked one). */
export const findCandidateInvitation = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  candidateId: string,
) => {
  const [row] = await db
    .select({ invitation: interviewInvitation, evaluation: interviewEvaluation })
    .from(interviewInvitation)
    .leftJoin(
      interviewEvaluation,
      and(
        eq(interviewEvaluation.invitationId, interviewInvitation.id),
        eq(interviewEvaluation.workspaceId, workspaceId),
      ),
    )
    .where(
      and(
        eq(interviewInvitation.workspaceId, workspaceId),
        eq(interviewInvitation.projectId, projectId),
        eq(interviewInvitation.candidateId, candidateId),
      ),
    )
    .orderBy(sql`${interviewInvitation.revokedAt} is not null`, desc(interviewInvitation.sentAt))
    .limit(1);
  return row;
};

export const listDecisions = (db: Executor, workspaceId: string, evaluationId: string) =>
  db
    .select({
      id: interviewVerdictDecision.id,
      verdict: interviewVerdictDecision.verdict,
      reason: interviewVerdictDecision.reason,
      createdAt: interviewVerdictDecision.createdAt,
      firstName: user.firstName,
      lastName: user.lastName,
    })
    .from(interviewVerdictDecision)
    .leftJoin(user, eq(user.id, interviewVerdictDecision.decidedBy))
    .where(
      and(
        eq(interviewVerdictDecision.workspaceId, workspaceId),
        eq(interviewVerdictDecision.evaluationId, evaluationId),
      ),
    )
    .orderBy(desc(interviewVerdictDecision.createdAt), desc(interviewVerdictDecision.id));

export const insertDecision = async (
  tx: Executor,
  values: {
    workspaceId: string;
    evaluationId: string;
    verdict: Verdict;
    reason: string;
    userId: string;
  },
): Promise<string> => {
  const [row] = await tx
    .insert(interviewVerdictDecision)
    .values({
      workspaceId: values.workspaceId,
      evaluationId: values.evaluationId,
      verdict: values.verdict,
      reason: values.reason,
      decidedBy: values.userId,
    })
    .returning({ id: interviewVerdictDecision.id });
  if (!row) throw new Error('interview_verdict_decision insert returned nothing');
  return row.id;
};

/** Locks the evaluation of an invitation (a decision is taken over a stable row). */
export const lockEvaluation = async (tx: Executor, workspaceId: string, evaluationId: string) => {
  const [row] = await tx
    .select()
    .from(interviewEvaluation)
    .where(
      and(
        eq(interviewEvaluation.workspaceId, workspaceId),
        eq(interviewEvaluation.id, evaluationId),
      ),
    )
    .for('update');
  return row;
};

/** The recording of one answer of this person's interview in this project, if one is kept. */
export const findAnswerAudioFileId = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  candidateId: string,
  answerId: string,
): Promise<string | null> => {
  const [row] = await db
    .select({ audioFileId: interviewAnswer.audioFileId })
    .from(interviewAnswer)
    .innerJoin(interviewInvitation, eq(interviewInvitation.id, interviewAnswer.invitationId))
    .where(
      and(
        eq(interviewAnswer.workspaceId, workspaceId),
        eq(interviewAnswer.id, answerId),
        eq(interviewInvitation.workspaceId, workspaceId),
        eq(interviewInvitation.projectId, projectId),
        eq(interviewInvitation.candidateId, candidateId),
      ),
    );
  return row?.audioFileId ?? null;
};

export type InvitationRow = typeof interviewInvitation.$inferSelect;
export type EvaluationRow = typeof interviewEvaluation.$inferSelect;
export type DecisionRow = Awaited<ReturnType<typeof listDecisions>>[number];
