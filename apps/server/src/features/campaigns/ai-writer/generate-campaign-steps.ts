import type {
  GenerateStepsRequest,
  StepGeneration,
} from '@hirelane/domain/campaigns/step-generation.schema';
import type { AppContext } from '../../../app-context';
import { withTransaction } from '../../../db/transaction';
import type { TenantContext } from '../../../http/request-context';
import { loadCampaignForWrite } from '../load-visible-campaign';
import { assertPlanAllowsChannels } from '../steps/assert-step-plan';
import { stepGenerationJob } from './step-generation-job';
import {
  discardOpenGenerations,
  insertStepGeneration,
  toStepGeneration,
} from './step-generation-store';

/**
 * Starts a generation run (SPEC 3 generating flag): the run row and its queued job commit
 * together, so a run exists exactly when a worker will write it. A newer run replaces the open
 * ones of the campaign.
 */
export const generateCampaignSteps = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  campaignId: string,
  request: GenerateStepsRequest,
): Promise<StepGeneration> => {
  return withTransaction(app.pool, async (tx) => {
    const campaign = await loadCampaignForWrite(tx.db, tenant, campaignId, 'campaign:steps:edit');
    await assertPlanAllowsChannels(tx.db, tenant.workspaceId, request.channels);
    await discardOpenGenerations(tx.db, tenant.workspaceId, campaignId);
    const run = await insertStepGeneration(tx.db, {
      workspaceId: tenant.workspaceId,
      campaignId,
      projectId: campaign.projectId,
      createdBy: userId,
      request,
      provider: app.text.info,
    });
    await app.queue.send(
      stepGenerationJob,
      { generationId: run.id, workspaceId: tenant.workspaceId },
      { within: tx.sql },
    );
    return toStepGeneration(run);
  });
};
