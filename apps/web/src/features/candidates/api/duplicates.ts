import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dismissDuplicateResponse,
  duplicateListResponse,
  mergeDuplicatesResponse,
  type MergeField,
} from '@hirelane/domain/candidates/duplicates.schema';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useWorkspaceId } from '../../../lib/use-workspace-id';

/** GET /api/candidates/duplicates (owners and admins). */
export const useDuplicates = (enabled: boolean) => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: ['candidate-duplicates', workspaceId],
    queryFn: async ({ signal }) =>
      (await apiGet('/api/candidates/duplicates', duplicateListResponse, { signal })).data,
    enabled: enabled && workspaceId.length > 0,
  });
};

/** POST /api/candidates/duplicates/merge; then every list refetches (the directory too). */
export const useMergeDuplicates = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { primaryId: string; secondaryId: string; keep: MergeField[] }) =>
      apiPost('/api/candidates/duplicates/merge', mergeDuplicatesResponse, {
        primary_id: request.primaryId,
        secondary_id: request.secondaryId,
        keep_secondary: request.keep,
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
};

/** POST /api/candidates/duplicates/dismiss: "Not a duplicate". */
export const useDismissDuplicate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { primaryId: string; secondaryId: string }) =>
      apiPost('/api/candidates/duplicates/dismiss', dismissDuplicateResponse, {
        primary_id: request.primaryId,
        secondary_id: request.secondaryId,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['candidate-duplicates'] }),
  });
};
