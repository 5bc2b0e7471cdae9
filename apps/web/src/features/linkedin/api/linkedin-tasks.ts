import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import { linkedinTasksResponse } from '@hirelane/domain/linkedin/linkedin-tasks.schema';
import { apiGet, apiPost } from '../../../lib/api-client';
import { loggedLoad } from '../../../lib/logged-load';
import { useWorkspaceId } from '../../../lib/use-workspace-id';
import { linkedinKeys } from './linkedin-connection';

/** GET /api/linkedin/tasks: the LinkedIn steps waiting for the caller (automation off). */
export const useLinkedinTasks = () => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: linkedinKeys.tasks(workspaceId),
    queryFn: ({ signal }) =>
      loggedLoad('the LinkedIn tasks', async () => {
        const answer = await apiGet('/api/linkedin/tasks', linkedinTasksResponse, { signal });
        return answer.data.tasks;
      }),
  });
};

/** POST /api/linkedin/tasks/{id}/done: the sequence continues. */
export const useMarkLinkedinTaskDone = () => {
  const workspaceId = useWorkspaceId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) =>
      apiPost(`/api/linkedin/tasks/${taskId}/done`, messageEnvelope, undefined, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkedinKeys.tasks(workspaceId) }),
  });
};
