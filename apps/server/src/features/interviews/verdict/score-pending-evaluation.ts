import type { InterviewAnswer } from '@hirelane/domain/interviews/evaluation/interview-answer.schema';
import { recordVerdictEvent } from '../../workflow-events/workflow-trigger-store';
import type { AppContext } from '../../../app-context';
import { settleHold } from '../../billing/settle-hold';
import { enterInterviewCompleted } from '../../pipeline/enter-interview-completed';
import { offerInterviewSlot } from '../../calendars/scheduling-offer-store';
import { OFFERING_VERDICTS } from '@hirelane/domain/calendars/scheduling-offer.schema';
import { findJob, toJobInput } from '../../projects/job-store';
import { evaluateInterview } from '../evaluation/evaluate-interview';
import {
  claimPendingEvaluation,
  listAnswers,
  storeEvaluation,
  type AnswerRow,
} from './interview-evaluation-store';

export type ScoringOutcome = 'scored' | 'scoring_unavailable' | 'none';

/** The answers the evaluator reads: those with a text (a voice answer once transcribed). */
export const evaluatorAnswers = (rows: readonly AnswerRow[]): InterviewAnswer[] =>
  rows.flatMap((row) =>
    row.text === null
      ? []
      : [
          {
            question_id: row.questionId,
            text: row.text,
            mode: row.mode,
            started_at: row.startedAt.toISOString(),
            answered_at: row.answeredAt.toISOString(),
          },
        ],
  );

/**
 * Scores one pending evaluation (this one, or the oldest) in one transaction that holds its row:
 * the evaluation is stored, the candidate moves from invited to interview_completed with the
 * verdict as sub-stage (none when scoring is unavailable: a person decides), and the invitation's
 * credit hold is settled at one interview (it was taken). A second run finds nothing pending and
 * does nothing. Answers what happened.
 */
export const scorePendingEvaluation = async (
  app: Pick<AppContext, 'db' | 'text'>,
  evaluationId: string | null,
  signal?: AbortSignal,
  skip: readonly string[] = [],
  /** Filled with the claimed evaluation's id, so a caller knows which one failed. */
  attempt: { id: string | null } = { id: null },
): Promise<ScoringOutcome> =>
  app.db.transaction(async (tx) => {
    const claimed = await claimPendingEvaluation(tx, evaluationId, skip);
    attempt.id = claimed?.id ?? null;
    if (!claimed) return 'none';
    const { workspaceId } = claimed;
    const answers = evaluatorAnswers(await listAnswers(tx, workspaceId, claimed.invitationId));
    // The job's title, seniority and skills help the model read the answers (decision 032).
    const job = await findJob(tx, workspaceId, claimed.jobId);
    const evaluation = await evaluateInterview(
      app.text,
      {
        plan: claimed.plan,
        answers,
        thresholds: claimed.settings.thresholds,
        ...(job ? { job: toJobInput(job) } : {}),
      },
      signal,
    );
    await storeEvaluation(tx, workspaceId, claimed.id, evaluation);
    await enterInterviewCompleted(
      tx,
      workspaceId,
      claimed.projectId,
      claimed.candidateId,
      evaluation.status === 'scored' ? evaluation.verdict : null,
    );
    if (evaluation.status === 'scored')
      await recordVerdictEvent(tx, workspaceId, {
        projectId: claimed.projectId,
        candidateId: claimed.candidateId,
        verdict: evaluation.verdict,
        key: claimed.id,
      });
    if (
      evaluation.status === 'scored' &&
      (OFFERING_VERDICTS as readonly string[]).includes(evaluation.verdict)
    )
      await offerInterviewSlot(tx, {
        workspaceId,
        evaluationId: claimed.id,
        projectId: claimed.projectId,
      });
    if (claimed.creditHoldId)
      // The nested transaction is a savepoint of this one: the charge commits with the verdict.
      await settleHold(tx, {
        workspaceId,
        holdId: claimed.creditHoldId,
        quantity: 1,
      });
    return evaluation.status;
  });

/**
 * Scores every pending evaluation, one transaction each; answers how many of each outcome. One
 * that fails (rolled back, still pending) is skipped for the rest of this pass, so it cannot hold
 * up the others; the next pass tries it again.
 */
export const scoreAllPending = async (
  app: Pick<AppContext, 'db' | 'text'>,
  limit = 50,
): Promise<{ scored: number; unavailable: number; failed: number }> => {
  const counts = { scored: 0, unavailable: 0, failed: 0 };
  const failed: string[] = [];
  for (let index = 0; index < limit; index += 1) {
    const attempt = { id: null as string | null };
    let outcome: ScoringOutcome;
    try {
      outcome = await scorePendingEvaluation(app, null, undefined, failed, attempt);
    } catch {
      if (!attempt.id) throw new Error('claiming a pending evaluation failed');
      failed.push(attempt.id);
      counts.failed += 1;
      continue;
    }
    if (outcome === 'none') break;
    if (outcome === 'scored') counts.scored += 1;
    else counts.unavailable += 1;
  }
  return counts;
};
