import type { ProjectAgent } from '@hirelane/domain/product/agents';
import type { Project } from '@hirelane/domain/projects/project.schema';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { listCustomFields } from './custom-field-store';
import { countByStage } from './stage-count-store';
import { buildStageCounts } from './stage-counts';
import { findWorkspace } from '../workspaces/workspace-store';
import { findJob, toJob } from '../projects/job-store';
import { loadProjectAccess } from '../projects/project-access';
import { listProjectMembers } from '../projects/project-member-store';
import { touchProjectActivity } from '../projects/project-store';
import { listSavedSearches } from '../search/saved-search-store';

/** The project entity of SPEC 3; opening it counts as activity for "sort by recent". */
export const getProject = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  projectId: string,
): Promise<Project> => {
  const { project, role, permissions } = await loadProjectAccess(db, tenant, projectId);
  const { workspaceId } = tenant;
  const agent = project.agent as ProjectAgent;
  const [members, counts, customFields, savedSearches, job, workspace] = await Promise.all([
    listProjectMembers(db, workspaceId, projectId),
    countByStage(db, workspaceId, projectId),
    listCustomFields(db, workspaceId, projectId),
    listSavedSearches(db, workspaceId, projectId, {
      userId,
      workspaceRole: tenant.role,
      projectRole: role,
    }),
    agent === 'charlie' ? findJob(db, workspaceId, project.jobId) : Promise.resolve(undefined),
    findWorkspace(db, workspaceId),
    touchProjectActivity(db, workspaceId, projectId),
  ]);
  if (agent === 'charlie' && !job) throw notFound('The job of this project is missing.');
  const stages = buildStageCounts(agent, counts);
  return {
    _id: project.id,
    name: project.name,
    agent,
    linked_campaign: project.campaignId,
    linked_job: project.jobId,
    charlie_data: job ? toJob(job) : null,
    total_saved_candidates: stages[0]?.count ?? 0,
    members,
    permissions,
    stages,
    custom_fields: customFields,
    saved_searches: savedSearches,
    archived: project.archivedAt !== null,
    team_feature: workspace?.featureFlags.team === true,
    meta: { bg_image_id: project.bgImageId },
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
  };
};
