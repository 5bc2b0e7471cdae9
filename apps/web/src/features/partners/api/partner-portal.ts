import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  partnerSubmitResponse,
  sharedProjectsResponse,
  submissionsResponse,
  type PartnerSubmissionRequest,
} from '@hirelane/domain/partners/partner.schema';
import { apiGet, apiPost } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { useWorkspaceId } from '../../../lib/use-workspace-id';
import { partnerKeys } from './query-keys';

/** GET /api/partner/projects: the projects shared with the signed-in partner. */
export const useSharedProjectsQuery = () => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    enabled: workspaceId.length > 0,
    queryKey: partnerKeys.sharedProjects(workspaceId),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/partner/projects', sharedProjectsResponse, { signal })).data,
  });
};

/** GET /api/partner/submissions: the partner's own submissions with their current stage. */
export const useSubmissionsQuery = () => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    enabled: workspaceId.length > 0,
    queryKey: partnerKeys.submissions(workspaceId),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/partner/submissions', submissionsResponse, { signal })).data.submissions,
  });
};

export type SubmitInput =
  | { kind: 'form'; projectId: string; body: PartnerSubmissionRequest }
  | { kind: 'resume'; projectId: string; file: File; note: string };

const submitPath = (projectId: string, suffix: string) =>
  `/api/partner/project/${encodeURIComponent(projectId)}/${suffix}`;

/** A submission by form or by resume; afterwards the lists are read again. */
export const useSubmitCandidate = () => {
  const workspaceId = useWorkspaceId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitInput) => {
      if (input.kind === 'form')
        return apiPost(submitPath(input.projectId, 'submit'), partnerSubmitResponse, input.body, {
          silent: true,
        });
      const form = new FormData();
      if (input.note.trim()) form.append('note', input.note.trim());
      form.append('resume', input.file);
      return uploadWithProgress(
        submitPath(input.projectId, 'submit-resume'),
        form,
        partnerSubmitResponse,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all(workspaceId) }),
  });
};
