import type { CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import type { Database } from '../../../db/client';
import type { TenantContext } from '../../../http/request-context';
import { describeHeadSteps } from './campaign-step-view';
import { loadVisibleCampaign } from '../load-visible-campaign';

/** The steps in order, each with can_update false (and why) once it has run for a candidate. */
export const listStepsOfCampaign = async (
  db: Database,
  tenant: TenantContext,
  campaignId: string,
): Promise<CampaignStep[]> => {
  await loadVisibleCampaign(db, tenant, campaignId);
  return describeHeadSteps(db, tenant.workspaceId, campaignId);
};
