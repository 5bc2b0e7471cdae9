import { useQuery } from '@tanstack/react-query';
import { integrationsResponse } from '@hirelane/domain/workspace-settings/integrations.schema';
import { apiGet } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

export const useIntegrationsQuery = (workspaceId: string | null) =>
  useQuery({
    enabled: workspaceId !== null,
    queryKey: settingsKeys.integrations(workspaceId ?? ''),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/workspace/integrations', integrationsResponse, { signal })).data
        .integrations,
  });
