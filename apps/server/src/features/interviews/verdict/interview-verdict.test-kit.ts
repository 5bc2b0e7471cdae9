import { randomBytes, createHash } from 'node:crypto';
import {
  DEMO_PLAN,
  STRONG_INTERVIEW,
} from '@hirelane/domain/interviews/evaluation/demo-interviews.fixture';
import type { InterviewAnswer } from '@hirelane/domain/interviews/evaluation/interview-answer.schema';
import type { InterviewPlan } from '@hirelane/domain/interviews/interview-plan.schema';
import { DEFAULT_INTERVIEW_SETTINGS } from '@hirelane/domain/interviews/interview-settings.schema';
import type { TestApp } from '../../../../test/test-app';
import { grantCredits } from '../../billing/grant-credits';
import { holdCredits } from '../../billing/hold-credits';

/**
 * Completed interviews written straight into the tables, as the invitation and the interview page
 * leave them: an invitation (with an optional credit hold), its answers, and a pending evaluation.
 */

export const DEMO_FULL_PLAN: InterviewPlan = {
  ...DEMO_PLAN,
  practice_question: 'What did you have for breakfast?',
  proposed_by: 'question_bank',
};

export type CompletedInterview = {
  invitationId: string;
  evaluationId: string;
  holdId: string | null;
};

export const completeInterview = async (
  t: TestApp,
  input: {
    workspaceId: string;
    projectId: string;
    candidateId: string;
    answers?: InterviewAnswer[];
    withHold?: boolean;
    /** Whether to insert the pending evaluation (the interview page does on completion). */
    pending?: boolean;
  },
): Promise<CompletedInterview> => {
  const { workspaceId, projectId, candidateId } = input;
  let holdId: string | null = null;
  if (input.withHold) {
    await grantCredits(t.app.db, workspaceId, {
      amount: 100,
      reason: 'admin_grant',
      idempotencyKey: `test-grant-${randomBytes(4).toString('hex')}`,
    });
    const hold = await holdCredits(t.app.db, {
      workspaceId,
      action: 'ai_interview',
      idempotencyKey: `interview-hold-${randomBytes(4).toString('hex')}`,
    });
    holdId = hold.entry.id;
  }
  const token = randomBytes(16).toString('hex');
  const invitation = await t.pool.query<{ id: string }>(
    `insert into interview_invitation
       (workspace_id, project_id, candidate_id, token_hash, email, plan, settings, credit_hold_id,
        expires_at, opened_at, started_at, completed_at)
     values ($1, $2, $3, $4, 'candidate@example.com', $5, $6, $7,
        now() + interval '7 days', now() - interval '40 minutes', now() - interval '35 minutes', now())
     returning id`,
    [
      workspaceId,
      projectId,
      candidateId,
      createHash('sha256').update(token).digest('hex'),
      JSON.stringify(DEMO_FULL_PLAN),
      JSON.stringify(DEFAULT_INTERVIEW_SETTINGS),
      holdId,
    ],
  );
  const invitationId = invitation.rows[0]!.id;
  for (const answer of input.answers ?? STRONG_INTERVIEW)
    await t.pool.query(
      `insert into interview_answer
         (workspace_id, invitation_id, question_id, mode, text, started_at, answered_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        workspaceId,
        invitationId,
        answer.question_id,
        answer.mode,
        answer.text,
        answer.started_at,
        answer.answered_at,
      ],
    );
  let evaluationId = '';
  if (input.pending ?? true) {
    const evaluation = await t.pool.query<{ id: string }>(
      `insert into interview_evaluation (workspace_id, invitation_id, status)
       values ($1, $2, 'pending') returning id`,
      [workspaceId, invitationId],
    );
    evaluationId = evaluation.rows[0]!.id;
  }
  return { invitationId, evaluationId, holdId };
};

export const evaluationRow = async (t: TestApp, evaluationId: string) =>
  (
    await t.pool.query<{
      status: string;
      verdict: string | null;
      overall_score: number | null;
      evaluation: Record<string, unknown> | null;
    }>(
      'select status, verdict, overall_score, evaluation from interview_evaluation where id = $1',
      [evaluationId],
    )
  ).rows[0];

export const linkRow = async (t: TestApp, projectId: string, candidateId: string) =>
  (
    await t.pool.query<{ id: string; stage: string; sub_stage: string | null }>(
      'select id, stage, sub_stage from project_candidate where project_id = $1 and candidate_id = $2',
      [projectId, candidateId],
    )
  ).rows[0];

export const ledgerOfHold = async (t: TestApp, holdId: string) =>
  (
    await t.pool.query<{ kind: string; amount: number }>(
      'select kind, amount from credit_ledger where hold_id = $1 order by created_at',
      [holdId],
    )
  ).rows;
