import type { Verdict } from '@hirelane/domain/interviews/evaluation/interview-answer.schema';
import { moveRefusal } from '@hirelane/domain/pipeline/moves';
import { STAGE_LABELS, type CandidateStage } from '@hirelane/domain/pipeline/stages';
import type { Executor } from '../../db/client';
import { notFound, unprocessable } from '../../http/http-error';
import { touchProjectActivity } from '../projects/project-store';
import { applyMoves, lockProjectLinks } from './pipeline-candidate-store';
import { NOT_IN_PROJECT } from './move-candidates';

/**
 * Inside the caller's transaction: a person's decision over an interview verdict moves the
 * candidate to that verdict's stage by SPEC 4.5's moves (from interview_completed or another
 * verdict stage), with a stage history row. Already there: nothing moves. Any other stage: 422
 * with the move's refusal. Answers whether they moved.
 */
export const enterVerdictStage = async (
  tx: Executor,
  workspaceId: string,
  projectId: string,
  candidateId: string,
  verdict: Verdict,
  userId: string,
): Promise<boolean> => {
  const [link] = await lockProjectLinks(tx, workspaceId, projectId, [candidateId]);
  if (!link) throw notFound(NOT_IN_PROJECT);
  const from = link.stage as CandidateStage;
  if (from === verdict) return false;
  const refusal = moveRefusal(from, verdict, STAGE_LABELS);
  if (refusal) throw unprocessable(refusal);
  await applyMoves(tx, workspaceId, [{ linkId: link.id, from }], verdict, null, userId);
  await touchProjectActivity(tx, workspaceId, projectId);
  return true;
};
