import type { SqlClient } from '../../../db/transaction';
import { saveImportProgress } from '../import-job-store';

export const PROGRESS_EVERY_MS = 500;

/**
 * Publishes the processed row count every `everyMs` on its own connection (the pool), so the
 * progress bar moves while the import's transaction — invisible until it commits — runs. At most
 * one update is in flight; `stop` waits for it, so the final summary is never overwritten.
 */
export const startImportProgress = (
  pool: SqlClient,
  workspaceId: string,
  importId: string,
  everyMs = PROGRESS_EVERY_MS,
) => {
  let processed = 0;
  let published = 0;
  let inFlight: Promise<void> | null = null;
  const publish = () => {
    if (inFlight || processed === published) return;
    const value = processed;
    inFlight = saveImportProgress(pool, workspaceId, importId, value)
      .then(() => {
        published = value;
      })
      // A missed progress tick is harmless; the import itself must not fail for it.
      .catch(() => undefined)
      .finally(() => {
        inFlight = null;
      });
  };
  const timer = setInterval(publish, everyMs);
  timer.unref();
  return {
    set: (rows: number) => {
      processed = rows;
    },
    stop: async () => {
      clearInterval(timer);
      await inFlight;
    },
  };
};
