import type { Executor } from '../../db/client';
import { enrollCandidates } from '../campaigns/campaign-enrollment-store';
import { applyMoves, lockProjectLinks } from './pipeline-candidate-store';

/**
 * Inside the caller's transaction: moves these people from shortlisted to the project's campaign
 * (in_campaign, sub-stage new) with a stage history row each, and enrols them in the project's
 * campaign, as the pipeline's move to in_campaign does (move-candidates.ts, decision 008). People
 * at another stage stay where they are. Answers the candidate ids moved.
 */
export const enterCampaignStage = async (
  tx: Executor,
  workspaceId: string,
  project: { id: string; campaignId: string },
  candidateIds: string[],
  userId: string,
): Promise<string[]> => {
  const links = await lockProjectLinks(tx, workspaceId, project.id, candidateIds);
  const moving = links.filter((link) => link.stage === 'shortlisted');
  await applyMoves(
    tx,
    workspaceId,
    moving.map((link) => ({ linkId: link.id, from: link.stage })),
    'in_campaign',
    'new',
    userId,
  );
  const moved = moving.map((link) => link.candidateId);
  await enrollCandidates(tx, workspaceId, project.campaignId, moved);
  return moved;
};
