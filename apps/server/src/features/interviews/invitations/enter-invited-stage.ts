import type { Executor } from '../../../db/client';
import { applyMoves } from '../../pipeline/pipeline-candidate-store';
import { resetSubStage, type InviteeRow } from './invitation-store';

/**
 * Inside the send's transaction: the invited people go to invited (label Pending), sub-stage new.
 * Those at another stage move with a stage history row, as the pipeline's moves write; those
 * already in invited only get the sub-stage new back.
 */
export const enterInvitedStage = async (
  tx: Executor,
  workspaceId: string,
  invitees: InviteeRow[],
  userId: string,
): Promise<void> => {
  const moving = invitees.filter((person) => person.stage !== 'invited');
  await applyMoves(
    tx,
    workspaceId,
    moving.map((person) => ({ linkId: person.linkId, from: person.stage })),
    'invited',
    'new',
    userId,
  );
  const resetting = invitees
    .filter((person) => person.stage === 'invited' && person.subStage !== 'new')
    .map((person) => person.linkId);
  await resetSubStage(tx, workspaceId, resetting, 'new');
};
