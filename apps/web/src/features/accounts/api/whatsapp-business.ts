import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { whatsappBusinessAccountStatusResponse } from '@hirelane/domain/accounts/account-status.schema';
import {
  whatsappBusinessAccountResponse,
  type WhatsappBusinessConnectInput,
} from '@hirelane/domain/whatsapp/whatsapp-business.schema';
import { apiGet, apiPost } from '../../../lib/api-client';
import { loggedLoad } from '../../../lib/logged-load';
import { useWorkspaceId } from '../../../lib/use-workspace-id';
import { accountKeys } from './query-keys';

/** GET /api/communication/whatsapp-business-api/account/status: WORKING, FAILED or none. */
export const useWhatsappBusinessStatusQuery = (workspaceId: string | null, enabled = true) =>
  useQuery({
    queryKey: accountKeys.whatsappBusinessStatus(workspaceId ?? ''),
    queryFn: ({ signal }) =>
      loggedLoad('the WhatsApp Business status', async () => {
        const answer = await apiGet(
          '/api/communication/whatsapp-business-api/account/status',
          whatsappBusinessAccountStatusResponse,
          { signal, silent: true },
        );
        return answer.data;
      }),
    enabled: Boolean(workspaceId) && enabled,
    retry: false,
  });

/** The connect page's business section: the account, its webhook details and template counts. */
export const useWhatsappBusiness = () => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: accountKeys.whatsappBusiness(workspaceId),
    queryFn: ({ signal }) =>
      loggedLoad('the WhatsApp Business account', async () => {
        const answer = await apiGet(
          '/api/communication/whatsapp-business-api/account',
          whatsappBusinessAccountResponse,
          { signal },
        );
        return answer.data;
      }),
  });
};

const useBusinessWrite = <T>(path: string) => {
  const workspaceId = useWorkspaceId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: T) =>
      (await apiPost(path, whatsappBusinessAccountResponse, body, { silent: true })).data,
    onSuccess: async (account) => {
      queryClient.setQueryData(accountKeys.whatsappBusiness(workspaceId), account);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: accountKeys.whatsappBusinessStatus(workspaceId),
        }),
        // The template lists (campaigns' templateKeys.all) now hold the synced templates.
        queryClient.invalidateQueries({ queryKey: ['message-templates', workspaceId] }),
      ]);
    },
  });
};

/** POST …/account/connect: verified by one Graph call, then the templates are synced. */
export const useConnectWhatsappBusiness = () =>
  useBusinessWrite<WhatsappBusinessConnectInput>(
    '/api/communication/whatsapp-business-api/account/connect',
  );

/** POST …/templates/sync: the templates and their approval status, read again from Meta. */
export const useSyncWhatsappTemplates = () =>
  useBusinessWrite<undefined>('/api/communication/whatsapp-business-api/templates/sync');
