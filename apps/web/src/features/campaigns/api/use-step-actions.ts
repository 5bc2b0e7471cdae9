import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import { isApiError } from '../../../lib/api-error';
import { LOCKED_MOVE_MESSAGE, canMoveStep, reordered } from '../step-order';
import { campaignKeys, refreshCampaignQueries } from './campaign';
import { deleteStep, reorderSteps } from './step-writes';

const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) ? error.message : fallback;

/**
 * Reorder (shown at once, put back if the server refuses) and delete, for the steps page. `moved`
 * is the last move, for a screen-reader announcement.
 */
export const useStepActions = (workspaceId: string, campaignId: string) => {
  const queryClient = useQueryClient();
  const [moved, setMoved] = useState('');
  const key = campaignKeys.steps(workspaceId, campaignId);

  const move = async (steps: readonly CampaignStep[], from: number, to: number) => {
    if (!canMoveStep(steps, from, to)) {
      toast.error(LOCKED_MOVE_MESSAGE);
      return;
    }
    const next = reordered(steps, from, to);
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData(key, next);
    setMoved(`Step moved to position ${to + 1}.`);
    try {
      const answer = await reorderSteps(
        campaignId,
        next.map((step) => step._id),
      );
      queryClient.setQueryData(key, answer.data);
    } catch (error) {
      queryClient.setQueryData(key, steps);
      setMoved('The step was put back.');
      toast.error(messageOf(error, 'The steps could not be reordered.'));
    } finally {
      void refreshCampaignQueries(queryClient, workspaceId, campaignId);
    }
  };

  const remove = async (step: CampaignStep) => {
    try {
      const answer = await deleteStep(campaignId, step._id);
      await refreshCampaignQueries(queryClient, workspaceId, campaignId);
      toast.success(answer.message ?? 'Step deleted.');
    } catch (error) {
      toast.error(messageOf(error, 'The step could not be deleted.'));
    }
  };

  return { move, remove, moved };
};
