import type { z } from 'zod';
import { campaignResponse } from '@hirelane/domain/campaigns/campaign.schema';
import type { campaignSettingsRequest } from '@hirelane/domain/campaigns/sending-schedule.schema';
import { apiPut } from '../../../lib/api-client';

export type CampaignSettings = z.input<typeof campaignSettingsRequest>;

/** PUT /api/campaign/{id}/settings: senders, sending window and daily limit. */
export const saveCampaignSettings = (campaignId: string, settings: CampaignSettings) =>
  apiPut(`/api/campaign/${encodeURIComponent(campaignId)}/settings`, campaignResponse, settings, {
    silent: true,
  });

/** PUT /api/campaign/activate/{id} {run} (SPEC 7): true launches, false pauses. */
export const setCampaignRunning = (campaignId: string, run: boolean) =>
  apiPut(
    `/api/campaign/activate/${encodeURIComponent(campaignId)}`,
    campaignResponse,
    { run },
    {
      silent: true,
    },
  );
