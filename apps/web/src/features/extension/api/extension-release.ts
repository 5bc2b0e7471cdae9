import { useQuery } from '@tanstack/react-query';
import { extensionReleaseResponse } from '@hirelane/domain/extension/extension-api.schema';
import { apiGet } from '../../../lib/api-client';

/** GET /api/extension/release: the version this server serves (public, no workspace). */
export const useExtensionRelease = () =>
  useQuery({
    queryKey: ['extension-release'],
    queryFn: async ({ signal }) =>
      (
        await apiGet('/api/extension/release', extensionReleaseResponse, {
          signal,
          workspace: false,
          silent: true,
        })
      ).data,
    retry: false,
    staleTime: 60_000,
  });
