import type { SubStage } from '@hirelane/domain/pipeline/stages';
import type { Executor } from '../../db/client';
import { applyMoves, lockProjectLinks } from './pipeline-candidate-store';

/**
 * Inside the caller's transaction: a finished and evaluated interview moves the person from
 * invited (Pending) to interview_completed, with the AI verdict as sub-stage (DESIGN §2), or none
 * when scoring was unavailable (a person decides). A stage history row records the move, by the
 * system (no user). A person at any other stage (moved or rejected meanwhile) stays where they are.
 * Answers whether they moved.
 */
export const enterInterviewCompleted = async (
  tx: Executor,
  workspaceId: string,
  projectId: string,
  candidateId: string,
  verdict: SubStage | null,
): Promise<boolean> => {
  const [link] = await lockProjectLinks(tx, workspaceId, projectId, [candidateId]);
  if (!link || link.stage !== 'invited') return false;
  await applyMoves(
    tx,
    workspaceId,
    [{ linkId: link.id, from: link.stage }],
    'interview_completed',
    verdict,
    null,
  );
  return true;
};
