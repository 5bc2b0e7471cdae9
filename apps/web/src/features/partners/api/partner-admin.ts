import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import {
  invitePartnerResponse,
  partnerListResponse,
  projectPartnersResponse,
  type InvitePartnerRequest,
} from '@hirelane/domain/partners/partner.schema';
import { apiGet, apiPost } from '../../../lib/api-client';
import { partnerKeys } from './query-keys';

/** GET /api/workspace/partners/list: every partner connection of the workspace. */
export const useWorkspacePartnersQuery = (workspaceId: string | null) =>
  useQuery({
    enabled: workspaceId !== null,
    queryKey: partnerKeys.workspacePartners(workspaceId ?? ''),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/workspace/partners/list', partnerListResponse, { signal })).data,
  });

/** GET /api/project/{id}/partners/list */
export const useProjectPartnersQuery = (workspaceId: string, projectId: string | null) =>
  useQuery({
    enabled: projectId !== null,
    queryKey: partnerKeys.projectPartners(workspaceId, projectId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          `/api/project/${encodeURIComponent(projectId ?? '')}/partners/list`,
          projectPartnersResponse,
          { signal },
        )
      ).data,
  });

const useRefresh = (workspaceId: string) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: partnerKeys.all(workspaceId) });
};

/** POST /api/workspace/partners/invite */
export const useInvitePartner = (workspaceId: string) => {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: (body: InvitePartnerRequest) =>
      apiPost('/api/workspace/partners/invite', invitePartnerResponse, body, { silent: true }),
    onSuccess: refresh,
  });
};

/** POST /api/project/{id}/partners/remove: the partner loses the project at once. */
export const useRemoveProjectPartner = (workspaceId: string, projectId: string) => {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: (memberId: string) =>
      apiPost(`/api/project/${encodeURIComponent(projectId)}/partners/remove`, messageEnvelope, {
        member_id: memberId,
      }),
    onSuccess: refresh,
  });
};

/** POST /api/project/{id}/partners/add: shares the project with a partner already invited. */
export const useAddProjectPartner = (workspaceId: string, projectId: string) => {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: (memberId: string) =>
      apiPost(`/api/project/${encodeURIComponent(projectId)}/partners/add`, messageEnvelope, {
        member_id: memberId,
      }),
    onSuccess: refresh,
  });
};
