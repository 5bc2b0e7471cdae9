import { collectDefaultMetrics, Registry } from 'prom-client';
import type { DatabasePool } from '../../db/transaction';
import { createDatabaseMetrics } from './database-metrics';
import { processRegistry } from './process-metrics';

let defaultsCollected = false;

/** Everything /metrics shows for one process: its own counters plus the database's figures. */
export const createMetricsRegistry = (pool: DatabasePool): Registry => {
  if (!defaultsCollected) {
    // Memory, CPU, event-loop lag and handles of the Node.js process.
    collectDefaultMetrics({ register: processRegistry, prefix: 'hirelane_' });
    defaultsCollected = true;
  }
  return Registry.merge([processRegistry, createDatabaseMetrics(pool)]);
};

export type MetricsAccess = 'granted' | 'refused' | 'not-served';

/**
 * On the app's own port /metrics needs the bearer token; with no token configured it is not
 * served there at all (404), so a public API never shows its internals by default.
 */
export const metricsAccessOf = (
  token: string | null,
  authorization: string | undefined,
): MetricsAccess => {
  if (!token) return 'not-served';
  return authorization === `Bearer ${token}` ? 'granted' : 'refused';
};
