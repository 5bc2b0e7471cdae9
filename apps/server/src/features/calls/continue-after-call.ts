import { nextCallAttemptAt, type CallOutcome } from '@hirelane/domain/calls/call-rules';
import type { Executor } from '../../db/client';
import { stopCandidateEverywhere, updateEnrollment } from '../outreach/enrollment-progress-store';
import { markEngaging } from '../pipeline/campaign-pipeline-store';
import { insertRetry, runningProjectsOfCandidate, type CallRow } from './call-store';

export const retryReason = (at: Date) =>
  `Waiting: the call was not answered; it is tried again at ${at.toISOString().slice(11, 16)} UTC.`;

/**
 * What the sequence does after a call ended: an interested person stops every sequence of
 * theirs and becomes engaging, as an e-mail reply does; an unanswered or busy call is tried again
 * later within the limit; otherwise the enrolment's next step is due now.
 */
export const continueAfterCall = async (
  tx: Executor,
  call: CallRow & { outcome: CallOutcome },
  now: Date,
  interested = false,
): Promise<'stopped' | 'retry' | 'next_step'> => {
  const { workspaceId } = call;
  if (interested) {
    const projects = await runningProjectsOfCandidate(tx, workspaceId, call.candidateId);
    await stopCandidateEverywhere(tx, workspaceId, call.candidateId, 'replied');
    for (const projectId of projects)
      await markEngaging(tx, workspaceId, projectId, call.candidateId);
    return 'stopped';
  }
  if (!call.enrollmentId) return 'next_step';
  const retryAt = nextCallAttemptAt(call.outcome, call.attempt, now);
  if (retryAt) {
    await insertRetry(tx, call, retryAt);
    await updateEnrollment(tx, workspaceId, call.enrollmentId, {
      heldReason: retryReason(retryAt),
    });
    return 'retry';
  }
  await updateEnrollment(tx, workspaceId, call.enrollmentId, { nextRunAt: now, heldReason: null });
  return 'next_step';
};
