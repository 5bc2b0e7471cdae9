import type { Campaign } from '@hirelane/domain/campaigns/campaign.schema';
import type { Executor } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { countCampaignSteps, type CampaignRow } from './campaign-store';
import { loadCampaignSenders } from './campaign-senders';
import { loadVisibleCampaign } from './load-visible-campaign';

/** A stored campaign as the API answers it, with account errors from its senders' state. */
export const describeCampaign = async (db: Executor, row: CampaignRow): Promise<Campaign> => {
  const [steps, senders] = await Promise.all([
    countCampaignSteps(db, row.workspaceId, row.id),
    loadCampaignSenders(db, row),
  ]);
  return {
    _id: row.id,
    project_id: row.projectId,
    status: row.status,
    no_of_steps: steps,
    email: row.config.from_email,
    config: { from_email: row.config.from_email, from_linkedin: row.config.from_linkedin },
    campaign_message: senders.campaignMessage,
    // Set by the e-mail engine when sending fails for the campaign as a whole.
    campaign_error_message: null,
    schedule: row.schedule,
    daily_limit: row.dailyLimit,
    launched_at: row.launchedAt?.toISOString() ?? null,
    track_opens: row.trackOpens,
    track_clicks: row.trackClicks,
  };
};

/** The campaign entity of SPEC 3 with its launch settings. */
export const getCampaign = async (
  db: Executor,
  tenant: TenantContext,
  campaignId: string,
): Promise<Campaign> => describeCampaign(db, await loadVisibleCampaign(db, tenant, campaignId));
