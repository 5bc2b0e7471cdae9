import { useQuery } from '@tanstack/react-query';
import {
  featureFlagsResponse,
  type FeatureFlag,
  type UpdateFeatureFlags,
} from '@hirelane/domain/workspace-settings/feature-flags';
import { apiGet, apiPut } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

/** Only asked for by owners and admins: the server answers 403 to anyone else. */
export const useFeatureFlagsQuery = (workspaceId: string | null, allowed: boolean) =>
  useQuery({
    enabled: workspaceId !== null && allowed,
    queryKey: settingsKeys.featureFlags(workspaceId ?? ''),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/workspace/feature-flags', featureFlagsResponse, { signal })).data.flags,
  });

export const updateFeatureFlags = async (
  flags: UpdateFeatureFlags['flags'],
): Promise<FeatureFlag[]> =>
  (await apiPut('/api/workspace/feature-flags', featureFlagsResponse, { flags }, { silent: true }))
    .data.flags;
