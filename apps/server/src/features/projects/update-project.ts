import type { ProjectAgent } from '@hirelane/domain/product/agents';
import type { JobInput } from '@hirelane/domain/projects/job.schema';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { assertJobFitsAgent } from './create-project';
import { updateJob } from './job-store';
import { loadProjectAccess, requireProjectPermission } from './project-access';
import { assertPlanAllows } from '../workspaces/plan-limit-guard';
import { countActiveProjects, renameLinkedCampaign, updateProject } from './project-store';

/** Renames the project (and its linked campaign) and/or rewrites its job, in one transaction. */
export const editProject = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  change: { name?: string | undefined; job?: JobInput | undefined },
): Promise<void> => {
  await db.transaction(async (tx) => {
    const access = await loadProjectAccess(tx, tenant, projectId, { lock: true });
    requireProjectPermission(access, 'project:settings:edit');
    const { project } = access;
    if (change.job) {
      assertJobFitsAgent(project.agent as ProjectAgent, change.job);
      await updateJob(tx, tenant.workspaceId, project.jobId, change.job);
    }
    if (change.name !== undefined && change.name !== project.name) {
      await renameLinkedCampaign(
        tx,
        tenant.workspaceId,
        project.campaignId,
        project.name,
        change.name,
      );
    }
    await updateProject(tx, tenant.workspaceId, projectId, {
      ...(change.name !== undefined ? { name: change.name } : {}),
    });
  });
};

export const archiveProject = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  archived: boolean,
): Promise<string> =>
  db.transaction(async (tx) => {
    const access = await loadProjectAccess(tx, tenant, projectId, { lock: true });
    requireProjectPermission(access, 'project:settings:edit');
    const wasArchived = access.project.archivedAt !== null;
    if (wasArchived !== archived) {
      // Restoring makes the project active again: it needs room in the plan.
      if (!archived)
        await assertPlanAllows(tx, tenant.workspaceId, 'activeProjects', () =>
          countActiveProjects(tx, tenant.workspaceId),
        );
      await updateProject(tx, tenant.workspaceId, projectId, {
        archivedAt: archived ? new Date() : null,
      });
    }
    return archived
      ? `${access.project.name} was archived.`
      : `${access.project.name} was restored.`;
  });
