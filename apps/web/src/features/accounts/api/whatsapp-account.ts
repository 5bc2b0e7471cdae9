import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { whatsappAccountStatusResponse } from '@hirelane/domain/accounts/account-status.schema';
import {
  whatsappSessionResponse,
  type WhatsappSession,
} from '@hirelane/domain/whatsapp/whatsapp-session.schema';
import { apiGet, apiPost } from '../../../lib/api-client';
import { loggedLoad } from '../../../lib/logged-load';
import { useWorkspaceId } from '../../../lib/use-workspace-id';
import { accountKeys } from './query-keys';

/** While the phone is being paired the page asks again every 3 s. */
export const SESSION_POLL_MS = 3000;

/** Whether the gateway session is still on its way to WORKING or FAILED. */
export const isPairing = (session: WhatsappSession | undefined): boolean =>
  session?.state === 'STARTING' || session?.state === 'SCAN_QR_CODE';

/** GET /api/communication/whatsapp/account/status: the stored WORKING or FAILED (SPEC 3). */
export const useWhatsappStatusQuery = (workspaceId: string | null) =>
  useQuery({
    queryKey: accountKeys.whatsapp(workspaceId ?? ''),
    queryFn: ({ signal }) =>
      loggedLoad('the WhatsApp account status', async () => {
        const answer = await apiGet(
          '/api/communication/whatsapp/account/status',
          whatsappAccountStatusResponse,
          { signal, silent: true },
        );
        return answer.data;
      }),
    enabled: Boolean(workspaceId),
    retry: false,
  });

/** GET /api/communication/whatsapp/account/session, polled while the phone is being paired. */
export const useWhatsappSession = () => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: accountKeys.whatsappSession(workspaceId),
    queryFn: ({ signal }) =>
      loggedLoad('the WhatsApp session', async () => {
        const answer = await apiGet(
          '/api/communication/whatsapp/account/session',
          whatsappSessionResponse,
          { signal },
        );
        return answer.data;
      }),
    refetchInterval: (query) => (isPairing(query.state.data) ? SESSION_POLL_MS : false),
  });
};

/** POST /api/communication/whatsapp/account/connect: starts pairing (a fresh QR code). */
export const useConnectWhatsapp = () => {
  const workspaceId = useWorkspaceId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiPost('/api/communication/whatsapp/account/connect', whatsappSessionResponse)).data,
    onSuccess: async (session) => {
      queryClient.setQueryData(accountKeys.whatsappSession(workspaceId), session);
      await queryClient.invalidateQueries({ queryKey: accountKeys.whatsapp(workspaceId) });
    },
  });
};
