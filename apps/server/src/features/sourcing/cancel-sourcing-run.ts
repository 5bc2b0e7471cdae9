import { isFinishedSourcingRun, type SourcingRun } from '@hirelane/domain/sourcing/sourcing.schema';
import type { SourcingRunStatus } from '@hirelane/domain/sourcing/sourcing.schema';
import type { AppContext } from '../../app-context';
import { notFound, unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import { finishSourcingRun } from './finish-sourcing-run';
import { findSourcingRun, requestSourcingRunCancel } from './sourcing-run-store';
import { toSourcingRun } from './sourcing-run-view';

export const RUN_NOT_FOUND = 'Sourcing run not found.';
export const RUN_ALREADY_FINISHED = 'This run has already finished.';

/**
 * Cancels a run. A run no worker has started ends now with its whole hold given back; a running
 * one stops before the next person (the worker settles the hold at the people already saved).
 */
export const cancelSourcingRun = async (
  app: AppContext,
  tenant: TenantContext,
  projectId: string,
  runId: string,
): Promise<SourcingRun> => {
  const access = await loadProjectAccess(app.db, tenant, projectId);
  requireProjectPermission(access, 'project:candidates:edit');
  const found = await findSourcingRun(app.db, tenant.workspaceId, runId);
  if (!found || found.projectId !== access.project.id) throw notFound(RUN_NOT_FOUND);
  if (isFinishedSourcingRun(found.status as SourcingRunStatus))
    throw unprocessable(RUN_ALREADY_FINISHED);
  await requestSourcingRunCancel(app.db, tenant.workspaceId, runId);
  // Not started yet: end it here. A worker claiming it at the same moment sees the cancel before
  // its first person and finishes it the same way (settling a hold twice answers the first close).
  const current = await findSourcingRun(app.db, tenant.workspaceId, runId);
  if (current?.status === 'queued') await finishSourcingRun(app.db, current, 'cancelled', null);
  const run = await findSourcingRun(app.db, tenant.workspaceId, runId);
  if (!run) throw notFound(RUN_NOT_FOUND);
  return toSourcingRun(run);
};
