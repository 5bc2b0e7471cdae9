import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignStepsResponse } from '@hirelane/domain/campaigns/campaign.schema';
import {
  latestStepGenerationResponse,
  stepGenerationResponse,
  textProviderResponse,
  type GenerateStepsRequest,
} from '@hirelane/domain/campaigns/step-generation.schema';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { campaignKeys } from './campaign';

/** The poll interval while a generation runs. */
export const GENERATION_POLL_MS = 1000;

export const generationKeys = {
  provider: (workspaceId: string) => ['campaign-text-provider', workspaceId] as const,
  latest: (workspaceId: string, campaignId: string) =>
    [...campaignKeys.campaign(workspaceId, campaignId), 'generation'] as const,
};

const base = (campaignId: string) => `/api/campaign/${encodeURIComponent(campaignId)}/steps`;

/** GET /api/campaign/text-provider: the configured model or the built-in writer. */
export const useTextProviderQuery = (workspaceId: string) =>
  useQuery({
    queryKey: generationKeys.provider(workspaceId),
    queryFn: async ({ signal }) =>
      (
        await apiGet('/api/campaign/text-provider', textProviderResponse, {
          signal,
          silent: true,
        })
      ).data,
    enabled: workspaceId.length > 0,
    staleTime: 5 * 60_000,
  });

/** GET /api/campaign/{campaignID}/steps/generation: the latest run, polled while it runs. */
export const useLatestGenerationQuery = (workspaceId: string, campaignId: string | null) =>
  useQuery({
    queryKey: generationKeys.latest(workspaceId, campaignId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiGet(`${base(campaignId ?? '')}/generation`, latestStepGenerationResponse, {
          signal,
          silent: true,
        })
      ).data,
    enabled: workspaceId.length > 0 && Boolean(campaignId),
    refetchInterval: (query) =>
      query.state.data?.status === 'running' ? GENERATION_POLL_MS : false,
  });

/** POST /api/campaign/{campaignID}/steps/generate: starts a run (status 'running'). */
export const useGenerateSteps = (workspaceId: string, campaignId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: GenerateStepsRequest) =>
      (
        await apiPost(`${base(campaignId)}/generate`, stepGenerationResponse, request, {
          silent: true,
        })
      ).data,
    onSuccess: (generation) =>
      queryClient.setQueryData(generationKeys.latest(workspaceId, campaignId), generation),
  });
};

/** PUT …/steps/generation/{generationID}/accept: the generated steps replace the sequence. */
export const useAcceptGeneration = (workspaceId: string, campaignId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (generationId: string) =>
      (
        await apiPut(
          `${base(campaignId)}/generation/${encodeURIComponent(generationId)}/accept`,
          campaignStepsResponse,
          {},
          { silent: true },
        )
      ).data,
    onSuccess: async (steps) => {
      queryClient.setQueryData(campaignKeys.steps(workspaceId, campaignId), steps);
      // The prefix covers the campaign, its steps and the generation.
      await queryClient.invalidateQueries({
        queryKey: campaignKeys.campaign(workspaceId, campaignId),
      });
    },
  });
};

/** PUT …/steps/generation/{generationID}/discard. */
export const useDiscardGeneration = (workspaceId: string, campaignId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (generationId: string) =>
      apiPut(
        `${base(campaignId)}/generation/${encodeURIComponent(generationId)}/discard`,
        messageEnvelope,
        {},
        { silent: true },
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: generationKeys.latest(workspaceId, campaignId) }),
  });
};
