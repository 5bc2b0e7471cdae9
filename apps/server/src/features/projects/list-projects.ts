import { seesEveryProject } from '@hirelane/domain/projects/project-roles';
import type { ProjectListItem } from '@hirelane/domain/projects/project.schema';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { listVisibleProjects, type ProjectSort } from './project-store';

export const listProjects = async (
  db: Database,
  tenant: TenantContext,
  query: {
    sort_by: ProjectSort;
    search?: string | undefined;
    archived: 'true' | 'false';
    limit: number;
  },
): Promise<ProjectListItem[]> => {
  const rows = await listVisibleProjects(
    db,
    tenant.workspaceId,
    tenant.memberId,
    seesEveryProject(tenant.role),
    {
      sort: query.sort_by,
      search: query.search || undefined,
      archived: query.archived === 'true',
      limit: query.limit,
    },
  );
  return rows.map(({ project, role, totalCandidates, membersCount }) => ({
    _id: project.id,
    name: project.name,
    agent: project.agent as ProjectListItem['agent'],
    meta: { bg_image_id: project.bgImageId },
    total_saved_candidates: totalCandidates,
    members_count: membersCount,
    role,
    archived: project.archivedAt !== null,
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
  }));
};
