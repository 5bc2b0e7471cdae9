import type { SourcingRun, StartSourcingRun } from '@hirelane/domain/sourcing/sourcing.schema';
import type { AppContext } from '../../app-context';
import type { TenantContext } from '../../http/request-context';
import { seesEveryProject } from '@hirelane/domain/projects/project-roles';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import { requireParsableQuery } from './parse-sourcing-query';
import { queueSourcingRun } from './queue-sourcing-run';
import { loadSourcingJob } from './sourcing-project';
import { toSourcingRun } from './sourcing-run-view';

/**
 * Starts a run (decision 030): the most it can cost (count × price) is held from the balance
 * (refused with the ledger's 422 when the balance cannot cover it), then the run row and its
 * queued job commit together. Only saved candidates are charged when the run ends.
 */
export const startSourcingRun = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  body: StartSourcingRun,
): Promise<SourcingRun> => {
  const access = await loadProjectAccess(app.db, tenant, projectId);
  requireProjectPermission(access, 'project:candidates:edit');
  await loadSourcingJob(app.db, tenant.workspaceId, access.project);
  requireParsableQuery(body.query);
  const run = await queueSourcingRun(app, {
    ...body,
    workspaceId: tenant.workspaceId,
    projectId: access.project.id,
    userId,
    seesEveryProject: seesEveryProject(tenant.role),
  });
  return toSourcingRun(run);
};
