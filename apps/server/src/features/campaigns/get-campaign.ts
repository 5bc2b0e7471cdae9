import type { Campaign } from '@hirelane/domain/campaigns/campaign.schema';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { countCampaignSteps } from './campaign-store';
import { loadVisibleCampaign } from './load-visible-campaign';

/**
 * The campaign entity of SPEC 3. Account errors stay null until sender accounts exist (the
 * e-mail engine and LinkedIn issues report them).
 */
export const getCampaign = async (
  db: Database,
  tenant: TenantContext,
  campaignId: string,
): Promise<Campaign> => {
  const found = await loadVisibleCampaign(db, tenant, campaignId);
  const steps = await countCampaignSteps(db, tenant.workspaceId, campaignId);
  return {
    _id: found.id,
    status: found.status,
    no_of_steps: steps,
    email: found.config.from_email,
    config: { from_email: found.config.from_email, from_linkedin: found.config.from_linkedin },
    campaign_message: { email_account_error: null, linkedin_account_error: null },
    campaign_error_message: null,
  };
};
