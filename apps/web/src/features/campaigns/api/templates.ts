import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import {
  messageTemplateListResponse,
  messageTemplateResponse,
  type MessageTemplateChannel,
  type MessageTemplateInput,
} from '@hirelane/domain/campaigns/message-template.schema';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';

/** Saved message templates belong to the workspace, not to one campaign. */
export const templateKeys = {
  all: (workspaceId: string) => ['message-templates', workspaceId] as const,
  list: (workspaceId: string, channel?: MessageTemplateChannel) =>
    ['message-templates', workspaceId, channel ?? 'all'] as const,
};

const listPath = (channel?: MessageTemplateChannel): string =>
  `/api/campaign/template/list${channel ? `?channel=${encodeURIComponent(channel)}` : ''}`;

/** GET /api/campaign/template/list?channel=: the workspace's templates, of one channel or all. */
export const useMessageTemplatesQuery = (workspaceId: string, channel?: MessageTemplateChannel) =>
  useQuery({
    queryKey: templateKeys.list(workspaceId, channel),
    queryFn: async ({ signal }) =>
      (await apiGet(listPath(channel), messageTemplateListResponse, { signal, silent: true })).data,
    enabled: workspaceId.length > 0,
  });

const useRefreshTemplates = (workspaceId: string) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: templateKeys.all(workspaceId) });
};

/** POST /api/campaign/template/create. Silent: the form shows the server's field errors. */
export const useCreateMessageTemplate = (workspaceId: string) => {
  const refresh = useRefreshTemplates(workspaceId);
  return useMutation({
    mutationFn: async (input: MessageTemplateInput) =>
      (
        await apiPost('/api/campaign/template/create', messageTemplateResponse, input, {
          silent: true,
        })
      ).data,
    onSuccess: refresh,
  });
};

/** PUT /api/campaign/template/update/{id}. */
export const useUpdateMessageTemplate = (workspaceId: string) => {
  const refresh = useRefreshTemplates(workspaceId);
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: MessageTemplateInput }) =>
      (
        await apiPut(
          `/api/campaign/template/update/${encodeURIComponent(id)}`,
          messageTemplateResponse,
          input,
          { silent: true },
        )
      ).data,
    onSuccess: refresh,
  });
};

/** PUT /api/campaign/template/delete/{id}: refused (422) while a step uses the template. */
export const useDeleteMessageTemplate = (workspaceId: string) => {
  const refresh = useRefreshTemplates(workspaceId);
  return useMutation({
    mutationFn: (id: string) =>
      apiPut(
        `/api/campaign/template/delete/${encodeURIComponent(id)}`,
        messageEnvelope,
        {},
        {
          silent: true,
        },
      ),
    onSuccess: refresh,
  });
};
