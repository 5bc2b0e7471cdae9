import type { StepGeneration } from '@hirelane/domain/campaigns/step-generation.schema';
import type { Database } from '../../../db/client';
import type { TenantContext } from '../../../http/request-context';
import { loadVisibleCampaign } from '../load-visible-campaign';
import { findLatestStepGeneration, toStepGeneration } from './step-generation-store';

/** The campaign's latest generation run, whatever its state, or null when there was none. */
export const getLatestStepGeneration = async (
  db: Database,
  tenant: TenantContext,
  campaignId: string,
): Promise<StepGeneration | null> => {
  await loadVisibleCampaign(db, tenant, campaignId);
  const run = await findLatestStepGeneration(db, tenant.workspaceId, campaignId);
  return run ? toStepGeneration(run) : null;
};
