import type { SourcingRun } from '@hirelane/domain/sourcing/sourcing.schema';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess } from '../projects/project-access';
import { RUN_NOT_FOUND } from './cancel-sourcing-run';
import { findSourcingRun } from './sourcing-run-store';
import { toSourcingRun } from './sourcing-run-view';

/** A run of the project with its progress; another project's or workspace's run is not found. */
export const getSourcingRun = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  runId: string,
): Promise<SourcingRun> => {
  const { project } = await loadProjectAccess(db, tenant, projectId);
  const run = await findSourcingRun(db, tenant.workspaceId, runId);
  if (!run || run.projectId !== project.id) throw notFound(RUN_NOT_FOUND);
  return toSourcingRun(run);
};
