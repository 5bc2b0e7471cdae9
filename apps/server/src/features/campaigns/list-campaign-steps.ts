import type { CampaignStepSummary } from '@hirelane/domain/campaigns/campaign.schema';
import { campaignStepSummarySchema } from '@hirelane/domain/campaigns/campaign.schema';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { listCampaignSteps } from './campaign-store';
import { loadVisibleCampaign } from './load-visible-campaign';

/**
 * The steps in order. Nothing is sent yet (the e-mail engine comes later), so no step has run
 * for any candidate and every step can still be updated (SPEC 3 can_update).
 */
export const listStepsOfCampaign = async (
  db: Database,
  tenant: TenantContext,
  campaignId: string,
): Promise<CampaignStepSummary[]> => {
  await loadVisibleCampaign(db, tenant, campaignId);
  const rows = await listCampaignSteps(db, tenant.workspaceId, campaignId);
  return rows.map((row, index) =>
    campaignStepSummarySchema.parse({
      _id: row.id,
      order: index + 1,
      type: row.type,
      can_update: true,
    }),
  );
};
