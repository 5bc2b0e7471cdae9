import { randomUUID } from 'node:crypto';
import { parseQuery } from '@hirelane/domain/search/query-parser';
import type { SourcingRun, StartSourcingRun } from '@hirelane/domain/sourcing/sourcing.schema';
import type { AppContext } from '../../app-context';
import { withTransaction } from '../../db/transaction';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { seesEveryProject } from '@hirelane/domain/projects/project-roles';
import { holdCredits } from '../billing/hold-credits';
import { releaseHold } from '../billing/release-hold';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import { sourcingHelperOf } from './sourcing-helper';
import { loadSourcingJob } from './sourcing-project';
import { sourcingRunJob } from './sourcing-run-job';
import { insertSourcingRun } from './sourcing-run-store';
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
  const parsed = parseQuery(body.query);
  if (!parsed.ok) {
    const message = `${parsed.error.message} (at character ${parsed.error.position + 1})`;
    throw unprocessable(message, [{ path: 'query', message }]);
  }
  const runId = randomUUID();
  const hold = await holdCredits(app.db, {
    workspaceId: tenant.workspaceId,
    action: 'sourcing_candidate_saved',
    quantity: body.count,
    idempotencyKey: `sourcing_run:${runId}`,
    objectType: 'sourcing_run',
    objectId: runId,
    userId,
  });
  try {
    return await withTransaction(app.pool, async (tx) => {
      const run = await insertSourcingRun(tx.db, {
        id: runId,
        workspaceId: tenant.workspaceId,
        projectId: access.project.id,
        createdBy: userId,
        seesEveryProject: seesEveryProject(tenant.role),
        query: body.query,
        filters: body.filters,
        count: body.count,
        helper: sourcingHelperOf(app.text),
        holdId: hold.entry.id,
      });
      await app.queue.send(
        sourcingRunJob,
        { runId, workspaceId: tenant.workspaceId },
        { within: tx.sql },
      );
      return toSourcingRun(run);
    });
  } catch (error) {
    await releaseHold(app.db, { workspaceId: tenant.workspaceId, holdId: hold.entry.id });
    throw error;
  }
};
