import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  campaignResponse,
  campaignStepsResponse,
} from '@hirelane/domain/campaigns/campaign.schema';
import { apiGet } from '../../../lib/api-client';

/** Campaign queries are keyed by the campaign id: another project's campaign loads anew. */
export const campaignKeys = {
  campaign: (workspaceId: string, id: string) => ['campaigns', workspaceId, id] as const,
  steps: (workspaceId: string, id: string) => ['campaigns', workspaceId, id, 'steps'] as const,
};

/** GET /api/campaign/get/{id} (SPEC 7). */
export const useCampaignQuery = (workspaceId: string, campaignId: string | null) =>
  useQuery({
    queryKey: campaignKeys.campaign(workspaceId, campaignId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          `/api/campaign/get/${encodeURIComponent(campaignId ?? '')}`,
          campaignResponse,
          {
            signal,
            silent: true,
          },
        )
      ).data,
    enabled: Boolean(campaignId),
    retry: false,
  });

/** GET /api/campaign/{id}/steps (SPEC 7): no_of_steps is their count. */
export const useCampaignStepsQuery = (workspaceId: string, campaignId: string | null) =>
  useQuery({
    queryKey: campaignKeys.steps(workspaceId, campaignId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          `/api/campaign/${encodeURIComponent(campaignId ?? '')}/steps`,
          campaignStepsResponse,
          { signal, silent: true },
        )
      ).data,
    enabled: Boolean(campaignId),
    retry: false,
  });

/**
 * After a write: the campaign (its no_of_steps, status, senders) and its steps. The prefix holds
 * both keys, and the sidebar, layout and pages all read them.
 */
export const refreshCampaignQueries = (
  queryClient: QueryClient,
  workspaceId: string,
  campaignId: string,
) => queryClient.invalidateQueries({ queryKey: campaignKeys.campaign(workspaceId, campaignId) });
