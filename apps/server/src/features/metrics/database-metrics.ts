import { Gauge, Registry } from 'prom-client';
import type { DatabasePool } from '../../db/transaction';
import { readMetricsSnapshot, type MetricsSnapshot } from './metrics-snapshot-store';

/**
 * Figures read from PostgreSQL when Prometheus scrapes (decision 053): they survive restarts and
 * are the same whichever process answers, so a dashboard takes max() across instances, not sum().
 * One scrape costs a few grouped counts; the result is kept CACHE_MS so that several scrapers (or
 * a short scrape interval) do not repeat them.
 */
const CACHE_MS = 15_000;

/** A registry of the pool's use (this process) and the database-wide figures. */
export const createDatabaseMetrics = (pool: DatabasePool, now = () => Date.now()): Registry => {
  const registry = new Registry();
  let cached: { at: number; snapshot: Promise<MetricsSnapshot> } | null = null;
  const snapshot = (): Promise<MetricsSnapshot> => {
    if (!cached || now() - cached.at > CACHE_MS) {
      const read = readMetricsSnapshot(pool);
      cached = { at: now(), snapshot: read };
      // A failed read is not cached: the next scrape tries again.
      read.catch(() => {
        cached = null;
      });
    }
    return cached.snapshot;
  };

  new Gauge({
    name: 'hirelane_db_pool_connections',
    help: "This process's database pool: total, idle and waiting (clients queued for a connection).",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'hirelane_queue_jobs',
    help: 'pg-boss jobs waiting (created, retry) or running (active), per job kind.',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await snapshot()).queues)
        this.set({ kind: row.name, state: row.state }, row.count);
    },
  });
  new Gauge({
    name: 'hirelane_emails',
    help: 'Campaign e-mails by outcome (sent, failed, bounced), all workspaces, from the database.',
    labelNames: ['outcome'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const outcome of ['sent', 'failed', 'bounced']) this.set({ outcome }, 0);
      for (const row of (await snapshot()).deliveries) this.set({ outcome: row.status }, row.count);
    },
  });
  new Gauge({
    name: 'hirelane_imports_finished',
    help: 'Finished imports by kind (csv, resumes) and status, all workspaces, from the database.',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await snapshot()).imports)
        this.set({ kind: row.kind, status: row.status }, row.count);
    },
  });
  new Gauge({
    name: 'hirelane_credit_debits',
    help: 'Credit debits by paid action, all workspaces, from the database.',
    labelNames: ['action'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await snapshot()).debits) this.set({ action: row.action }, row.count);
    },
  });
  new Gauge({
    name: 'hirelane_credits_debited',
    help: 'Credits spent by debits, by paid action, all workspaces, from the database.',
    labelNames: ['action'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await snapshot()).debits) this.set({ action: row.action }, row.credits);
    },
  });
  return registry;
};
