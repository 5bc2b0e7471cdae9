import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  projectSlackChannelResponse,
  slackSettingsResponse,
  type SetProjectSlackChannelBody,
  type SlackConnectionScope,
  type UpdateSlackSettingsBody,
} from '@hirelane/domain/slack/slack.schema';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';

export const slackKeys = {
  settings: (workspaceId: string) => ['slack', workspaceId, 'settings'] as const,
  channel: (workspaceId: string, projectId: string) =>
    ['slack', workspaceId, 'channel', projectId] as const,
};

/** Where the browser goes to connect Slack: our route redirects to Slack's authorize page. */
export const slackAuthorizePath = (workspaceId: string, scope: SlackConnectionScope): string =>
  `/api/communication/slack/authorize?scope=${scope}&workspace=${encodeURIComponent(workspaceId)}`;

export const useSlackSettingsQuery = (workspaceId: string) =>
  useQuery({
    queryKey: slackKeys.settings(workspaceId),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/communication/slack/settings', slackSettingsResponse, { signal })).data,
  });

export const useUpdateSlackSettings = (workspaceId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateSlackSettingsBody) =>
      (await apiPut('/api/communication/slack/settings', slackSettingsResponse, body)).data,
    onSuccess: (data) => queryClient.setQueryData(slackKeys.settings(workspaceId), data),
  });
};

export const useDisconnectSlack = (workspaceId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (scope: SlackConnectionScope) =>
      (await apiPost('/api/communication/slack/disconnect', slackSettingsResponse, { scope })).data,
    onSuccess: async (data) => {
      queryClient.setQueryData(slackKeys.settings(workspaceId), data);
      await queryClient.invalidateQueries({ queryKey: ['workspace-settings', workspaceId] });
    },
  });
};

export const useProjectSlackChannelQuery = (workspaceId: string, projectId: string) =>
  useQuery({
    queryKey: slackKeys.channel(workspaceId, projectId),
    queryFn: async ({ signal }) =>
      (
        await apiGet(`/api/project/${projectId}/slack/channel`, projectSlackChannelResponse, {
          signal,
        })
      ).data,
  });

export const useSetProjectSlackChannel = (workspaceId: string, projectId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SetProjectSlackChannelBody) =>
      (await apiPut(`/api/project/${projectId}/slack/channel`, projectSlackChannelResponse, body))
        .data,
    onSuccess: (data) =>
      queryClient.setQueryData(
        slackKeys.channel(workspaceId, projectId),
        (old: typeof data | undefined) => ({
          channels: old?.channels ?? null,
          selected: data.selected,
          problem: old?.problem ?? null,
        }),
      ),
  });
};
