import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { loggedLoad } from '../../../lib/logged-load';
import { projectKeys } from './query-keys';

/** A project list item of the sidebar (SPEC 3): _id, name or label, meta.bg_image_id. */
export const recentProjectSchema = z
  .object({
    _id: z.string(),
    name: z.string().optional(),
    label: z.string().optional(),
    meta: z.object({ bg_image_id: z.string().nullish() }).loose().nullish(),
  })
  .loose();
export type RecentProject = z.infer<typeof recentProjectSchema>;

const recentProjectsResponse = z
  .object({ success: z.boolean(), data: z.array(recentProjectSchema) })
  .loose();

export const projectLabel = (project: RecentProject): string =>
  project.name || project.label || 'Untitled project';

/**
 * GET /api/project/list?sort_by=recent for the sidebar. A failure (the endpoint arrives with the
 * projects issue) is logged only and reads as "no recent projects" (SPEC 8).
 */
export const useRecentProjectsQuery = (workspaceId: string | null, enabled = true) =>
  useQuery({
    queryKey: projectKeys.recent(workspaceId ?? ''),
    queryFn: ({ signal }) =>
      loggedLoad('the recent projects', async () => {
        const answer = await apiGet('/api/project/list?sort_by=recent', recentProjectsResponse, {
          signal,
          silent: true,
        });
        return answer.data;
      }),
    enabled: enabled && Boolean(workspaceId),
    retry: false,
  });
