import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  activityPageResponse,
  needsYouResponse,
  type ActivityKind,
} from '@hirelane/domain/activity/activity.schema';
import { apiGet } from '../../../lib/api-client';
import { useWorkspaceId } from '../../../lib/use-workspace-id';

export type ActivityFilters = { projectId: string | null; kind: ActivityKind | null };

const activityKeys = {
  feed: (workspaceId: string, filters: ActivityFilters) =>
    ['activity', workspaceId, 'feed', filters.projectId, filters.kind] as const,
  needsYou: (workspaceId: string) => ['activity', workspaceId, 'needs-you'] as const,
};

export const activityPath = (filters: ActivityFilters, cursor: string | null): string => {
  const query = new URLSearchParams();
  if (filters.projectId) query.set('projectId', filters.projectId);
  if (filters.kind) query.set('kind', filters.kind);
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `/api/activity?${text}` : '/api/activity';
};

/** GET /api/activity, one page after another (newest first) as the list scrolls. */
export const useActivityFeed = (filters: ActivityFilters) => {
  const workspaceId = useWorkspaceId();
  return useInfiniteQuery({
    queryKey: activityKeys.feed(workspaceId, filters),
    queryFn: async ({ pageParam, signal }) =>
      (await apiGet(activityPath(filters, pageParam), activityPageResponse, { signal })).data,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: workspaceId.length > 0,
  });
};

/** GET /api/activity/needs-you. */
export const useNeedsYou = () => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: activityKeys.needsYou(workspaceId),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/activity/needs-you', needsYouResponse, { signal })).data,
    enabled: workspaceId.length > 0,
  });
};
