import { CREDIT_PRICES } from '@hirelane/domain/billing/credit-prices';
import type { SourcingRunStatus } from '@hirelane/domain/sourcing/sourcing.schema';
import type { Database } from '../../db/client';
import { findLedgerEntryByKey } from '../billing/credit-ledger-store';
import { settleHold } from '../billing/settle-hold';
import { countSavedByRun, updateSourcingRun, type SourcingRunRow } from './sourcing-run-store';

/** Charges the run's hold for the people it saved and gives the rest back; a hold closes once. */
export const settleRunHold = async (db: Database, run: SourcingRunRow, saved: number) => {
  if (run.holdId)
    await settleHold(db, { workspaceId: run.workspaceId, holdId: run.holdId, quantity: saved });
};

/** Whether the run's hold is already closed: an earlier attempt settled it and died before recording the end. */
export const isRunHoldClosed = async (db: Database, run: SourcingRunRow): Promise<boolean> =>
  run.holdId !== null &&
  (await findLedgerEntryByKey(db, run.workspaceId, `close:${run.holdId}`)) !== undefined;

/**
 * Ends a run: its hold is settled at the people it saved (none saved gives the whole hold back),
 * then the run records its end, so a finished run is always paid for. A worker that dies between
 * the two finds the hold closed on its retry and only records the end.
 */
export const finishSourcingRun = async (
  db: Database,
  run: SourcingRunRow,
  status: Extract<SourcingRunStatus, 'done' | 'cancelled' | 'failed'>,
  message: string | null,
): Promise<void> => {
  const saved = await countSavedByRun(db, run.workspaceId, run.id);
  await settleRunHold(db, run, saved);
  await updateSourcingRun(db, run.workspaceId, run.id, {
    status,
    saved,
    creditsCharged: saved * CREDIT_PRICES.sourcing_candidate_saved,
    message,
    finishedAt: new Date(),
  });
};
