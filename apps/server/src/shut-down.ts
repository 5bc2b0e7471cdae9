import type { AppContext } from './app-context';
import type { OpenDatabase } from './db/open-database';

/**
 * The one shutdown order for the server, the CLI, tests and benchmarks, once what serves requests
 * and the worker registry's periodic jobs and loops have stopped: pg-boss (it queries through the
 * pool; stopping it stops the registry's queued jobs too), then the pool, then the embedded
 * PostgreSQL. Stopping the database last means no connection is cut off under a client.
 */
export const shutDown = async (
  app: Pick<AppContext, 'queue'> | null,
  database: Pick<OpenDatabase, 'shutdown'>,
): Promise<void> => {
  if (app) await app.queue.stop();
  await database.shutdown();
};
