import { useQuery } from '@tanstack/react-query';
import { workspaceListResponse } from '@hirelane/domain/workspaces/workspace.schema';
import { apiGet } from '../../../lib/api-client';
import { workspaceKeys } from './query-keys';

export const useWorkspaceListQuery = () =>
  useQuery({
    queryKey: workspaceKeys.list,
    queryFn: async ({ signal }) =>
      (await apiGet('/api/workspace/list', workspaceListResponse, { signal })).data,
  });
