import type { Database } from '../../../db/client';
import { unprocessable } from '../../../http/http-error';
import type { TenantContext } from '../../../http/request-context';
import { loadGenerationForWrite } from './accept-step-generation';
import { loadCampaignForWrite } from '../load-visible-campaign';
import { setStepGenerationStatus } from './step-generation-store';

export const GENERATION_DISCARDED = 'Generated steps discarded.';

/** Drops a run's steps (a run still being written stops counting; its result is ignored). */
export const discardStepGeneration = async (
  db: Database,
  tenant: TenantContext,
  campaignId: string,
  generationId: string,
): Promise<void> =>
  db.transaction(async (tx) => {
    await loadCampaignForWrite(tx, tenant, campaignId, 'campaign:steps:edit');
    const run = await loadGenerationForWrite(tx, tenant.workspaceId, campaignId, generationId);
    if (run.status === 'accepted')
      throw unprocessable('These steps were already accepted; edit the steps instead.');
    await setStepGenerationStatus(tx, tenant.workspaceId, generationId, 'discarded');
  });
