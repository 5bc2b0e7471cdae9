import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  linkedinAccountResponse,
  linkedinConnectionResponse,
  type LinkedinConnection,
} from '@hirelane/domain/linkedin/extension-contract.schema';
import type { LinkedinLimits } from '@hirelane/domain/linkedin/linkedin-limits';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { loggedLoad } from '../../../lib/logged-load';
import { useWorkspaceId } from '../../../lib/use-workspace-id';
import { accountKeys } from '../../accounts/api/query-keys';

/** While the page waits for the extension, it asks again every 3 s (SPEC 9's extension pace). */
export const CONNECTION_POLL_MS = 3000;

export const linkedinKeys = {
  connection: (workspaceId: string) => ['linkedin', workspaceId, 'connection'] as const,
  tasks: (workspaceId: string) => ['linkedin', workspaceId, 'tasks'] as const,
};

/** Whether the page still waits for something from the extension. */
export const isWaiting = (data: LinkedinConnection | undefined): boolean =>
  !data?.reported ||
  !data.account ||
  data.account.error_message !== null ||
  data.account.profile_url !== data.reported.profile_url;

/**
 * GET /api/linkedin/connection, polled while /app/connect-linkedin waits for the extension (other
 * pages that only show the account's usage pass `poll: false`).
 */
export const useLinkedinConnection = ({ poll = true }: { poll?: boolean } = {}) => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: linkedinKeys.connection(workspaceId),
    queryFn: ({ signal }) =>
      loggedLoad('the LinkedIn connection', async () => {
        const answer = await apiGet('/api/linkedin/connection', linkedinConnectionResponse, {
          signal,
        });
        return answer.data;
      }),
    refetchInterval: (query) => (poll && isWaiting(query.state.data) ? CONNECTION_POLL_MS : false),
  });
};

/** Afterwards the page and the status behind banner 3 are read again. */
const useRefresh = () => {
  const workspaceId = useWorkspaceId();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: linkedinKeys.connection(workspaceId) }),
      queryClient.invalidateQueries({ queryKey: accountKeys.linkedin(workspaceId) }),
    ]);
};

/** POST /api/linkedin/account/confirm with the profile URL the page showed. */
export const useConfirmLinkedin = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (profileUrl: string) =>
      apiPost(
        '/api/linkedin/account/confirm',
        linkedinConnectionResponse,
        { profile_url: profileUrl },
        { silent: true },
      ),
    onSuccess: refresh,
  });
};

export type LinkedinSettingsPatch = { automation_enabled?: boolean; limits?: LinkedinLimits };

/** PUT /api/linkedin/account/settings. */
export const useUpdateLinkedinSettings = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (patch: LinkedinSettingsPatch) =>
      apiPut('/api/linkedin/account/settings', linkedinAccountResponse, patch, { silent: true }),
    onSuccess: refresh,
  });
};
