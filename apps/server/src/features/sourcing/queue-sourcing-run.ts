import { randomUUID } from 'node:crypto';
import type { StartSourcingRun } from '@hirelane/domain/sourcing/sourcing.schema';
import type { AppContext } from '../../app-context';
import { withTransaction } from '../../db/transaction';
import { holdCredits } from '../billing/hold-credits';
import { releaseHold } from '../billing/release-hold';
import { sourcingHelperOf } from './sourcing-helper';
import { sourcingRunJob } from './sourcing-run-job';
import { insertSourcingRun, type SourcingRunRow } from './sourcing-run-store';

export type SourcingRunStart = StartSourcingRun & {
  workspaceId: string;
  projectId: string;
  userId: string;
  /** Whether the starter sees every project (the search's scope, decision 027). */
  seesEveryProject: boolean;
};

/**
 * Holds the most a run can cost (count × price; the ledger's 422 when the balance cannot cover
 * it, before any row), then commits the run row and its queued job together; the hold is given
 * back if that transaction fails. For the recruiter's runs and the daily ones alike.
 */
export const queueSourcingRun = async (
  app: AppContext,
  start: SourcingRunStart,
): Promise<SourcingRunRow> => {
  const runId = randomUUID();
  const hold = await holdCredits(app.db, {
    workspaceId: start.workspaceId,
    action: 'sourcing_candidate_saved',
    quantity: start.count,
    idempotencyKey: `sourcing_run:${runId}`,
    objectType: 'sourcing_run',
    objectId: runId,
    userId: start.userId,
  });
  try {
    return await withTransaction(app.pool, async (tx) => {
      const run = await insertSourcingRun(tx.db, {
        id: runId,
        workspaceId: start.workspaceId,
        projectId: start.projectId,
        createdBy: start.userId,
        seesEveryProject: start.seesEveryProject,
        query: start.query,
        filters: start.filters,
        count: start.count,
        helper: sourcingHelperOf(app.text),
        holdId: hold.entry.id,
      });
      await app.queue.send(
        sourcingRunJob,
        { runId, workspaceId: start.workspaceId },
        { within: tx.sql },
      );
      return run;
    });
  } catch (error) {
    await releaseHold(app.db, { workspaceId: start.workspaceId, holdId: hold.entry.id });
    throw error;
  }
};
