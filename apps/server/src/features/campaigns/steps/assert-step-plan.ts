import {
  planFeatureOfChannel,
  planFeatureOfStep,
} from '@hirelane/domain/campaigns/step-plan-features';
import type { GenerateStepsRequest } from '@hirelane/domain/campaigns/step-generation.schema';
import type { Executor } from '../../../db/client';
import { assertPlanHasFeature } from '../../workspaces/plan-limit-guard';

/**
 * Refuses (422, naming the feature and the plan that adds it) a new step whose channel the plan
 * does not include. Only additions: steps kept from before a downgrade stay and can be edited.
 */
export const assertPlanAllowsStep = async (
  tx: Executor,
  workspaceId: string,
  type: string,
): Promise<void> => {
  const feature = planFeatureOfStep(type);
  if (feature) await assertPlanHasFeature(tx, workspaceId, feature);
};

/** The same for the channels an AI generation is asked to write steps for. */
export const assertPlanAllowsChannels = async (
  tx: Executor,
  workspaceId: string,
  channels: readonly GenerateStepsRequest['channels'][number][],
): Promise<void> => {
  for (const channel of channels) {
    const feature = planFeatureOfChannel(channel);
    if (feature) await assertPlanHasFeature(tx, workspaceId, feature);
  }
};
