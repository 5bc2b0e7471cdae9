import { useQuery } from '@tanstack/react-query';
import { candidateCallsResponse } from '@hirelane/domain/calls/candidate-calls.schema';
import { apiGet } from '../../../lib/api-client';
import { loggedLoad } from '../../../lib/logged-load';
import { useWorkspaceId } from '../../../lib/use-workspace-id';

/** Under the candidate's keys, so whatever refreshes the candidate refreshes their calls. */
const callsKey = (workspaceId: string, candidateId: string) =>
  ['candidate', workspaceId, candidateId, 'calls'] as const;

/** GET /api/candidate/{id}/calls?project_id=: the person's AI calls, newest first. */
export const useCandidateCalls = (candidateId: string, projectId: string) => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: callsKey(workspaceId, candidateId),
    queryFn: ({ signal }) =>
      loggedLoad('the AI calls', async () => {
        const query = new URLSearchParams({ project_id: projectId });
        return (
          await apiGet(
            `/api/candidate/${encodeURIComponent(candidateId)}/calls?${query.toString()}`,
            candidateCallsResponse,
            { signal, silent: true },
          )
        ).data;
      }),
    enabled: candidateId.length > 0 && workspaceId.length > 0,
    retry: false,
  });
};
