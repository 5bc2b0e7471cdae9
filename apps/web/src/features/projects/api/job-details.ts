import { useQuery } from '@tanstack/react-query';
import { jobResponse } from '@hirelane/domain/projects/job.schema';
import { apiGet } from '../../../lib/api-client';
import { projectKeys } from './query-keys';

/** GET /api/job/get-complete-details/{linked_job}: the project's job. */
export const useJobQuery = (workspaceId: string, jobId: string | undefined) =>
  useQuery({
    queryKey: projectKeys.job(workspaceId, jobId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          `/api/job/get-complete-details/${encodeURIComponent(jobId ?? '')}`,
          jobResponse,
          { signal, silent: true },
        )
      ).data,
    enabled: Boolean(jobId),
    retry: false,
  });
