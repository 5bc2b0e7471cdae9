import { drizzle } from 'drizzle-orm/node-postgres';
import type {
  GenerateStepsRequest,
  StepGeneration,
} from '@hirelane/domain/campaigns/step-generation.schema';
import type { AppContext } from '../../../app-context';
import { schema } from '../../../db/client';
import type { TenantContext } from '../../../http/request-context';
import { loadCampaignForWrite } from '../load-visible-campaign';
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
  const client = await app.pool.connect();
  try {
    await client.query('begin');
    const tx = drizzle(client, { schema });
    const campaign = await loadCampaignForWrite(tx, tenant, campaignId, 'campaign:steps:edit');
    await discardOpenGenerations(tx, tenant.workspaceId, campaignId);
    const run = await insertStepGeneration(tx, {
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
      { within: client },
    );
    await client.query('commit');
    return toStepGeneration(run);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};
