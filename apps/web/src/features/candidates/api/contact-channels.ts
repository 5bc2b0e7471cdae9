import { useQuery } from '@tanstack/react-query';
import { contactChannelsResponse } from '@hirelane/domain/outreach/contact-channels.schema';
import { apiGet } from '../../../lib/api-client';
import { loggedLoad } from '../../../lib/logged-load';
import { useWorkspaceId } from '../../../lib/use-workspace-id';
import { candidateKeys } from '../../pipeline/api/candidate-query-keys';

/** GET /api/candidate/{id}/contact-channels?project_id=: the contact rulebook per channel. */
export const useContactChannels = (candidateId: string, projectId: string) => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: candidateKeys.contactChannels(workspaceId, candidateId),
    queryFn: ({ signal }) =>
      loggedLoad('the contact channels', async () => {
        const query = new URLSearchParams({ project_id: projectId });
        return (
          await apiGet(
            `/api/candidate/${encodeURIComponent(candidateId)}/contact-channels?${query.toString()}`,
            contactChannelsResponse,
            { signal, silent: true },
          )
        ).data;
      }),
    enabled: candidateId.length > 0 && workspaceId.length > 0,
    retry: false,
  });
};
