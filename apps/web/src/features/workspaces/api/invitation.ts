import { useQuery } from '@tanstack/react-query';
import {
  acceptInvitationResponse,
  invitationPreviewResponse,
  type WorkspaceListItem,
} from '@hirelane/domain/workspaces/workspace.schema';
import { apiGet, apiPost } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { workspaceKeys } from './query-keys';

export const useInvitationPreviewQuery = (token: string) =>
  useQuery({
    queryKey: workspaceKeys.invitation(token),
    queryFn: async ({ signal }) => {
      const path = `/api/invitation/get?${new URLSearchParams({ token }).toString()}`;
      return (await apiGet(path, invitationPreviewResponse, { signal, workspace: false })).data;
    },
    enabled: token.length > 0,
    retry: (failureCount, error) => !isApiError(error) || (error.status >= 500 && failureCount < 1),
  });

/** POST /api/invitation/accept; the invitation's workspace becomes the current one. */
export const acceptInvitation = async (token: string): Promise<WorkspaceListItem> =>
  (
    await apiPost(
      '/api/invitation/accept',
      acceptInvitationResponse,
      { token },
      { workspace: false },
    )
  ).data;
