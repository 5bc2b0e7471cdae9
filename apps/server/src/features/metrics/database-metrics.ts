import { Gauge, Registry } from 'prom-client';
import type pg from 'pg';

/**
 * Figures read from PostgreSQL when Prometheus scrapes (decision 053): they survive restarts and
 * are the same whichever process answers, so a dashboard takes max() across instances, not sum().
 * One scrape costs a few grouped counts; the result is kept CACHE_MS so that several scrapers (or
 * a short scrape interval) do not repeat them.
 */
const CACHE_MS = 15_000;
const STATEMENT_TIMEOUT_MS = 5_000;

type Snapshot = {
  queues: Array<{ name: string; state: string; count: number }>;
  deliveries: Array<{ status: string; count: number }>;
  imports: Array<{ kind: string; status: string; count: number }>;
  debits: Array<{ action: string; count: number; credits: number }>;
};

const readSnapshot = async (pool: pg.Pool): Promise<Snapshot> => {
  const client = await pool.connect();
  try {
    await client.query('begin read only');
    await client.query(`set local statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
    const hasBoss = await client.query<{ present: boolean }>(
      `select to_regclass('pgboss.job') is not null as present`,
    );
    const queues = hasBoss.rows[0]?.present
      ? await client.query<{ name: string; state: string; count: number }>(
          `select name, state::text as state, count(*)::int as count from pgboss.job
           where state in ('created', 'retry', 'active') group by name, state`,
        )
      : { rows: [] };
    const deliveries = await client.query<{ status: string; count: number }>(
      `select status, count(*)::int as count from campaign_delivery
       where status in ('sent', 'failed', 'bounced') group by status`,
    );
    const imports = await client.query<{ kind: string; status: string; count: number }>(
      `select kind, status, count(*)::int as count from import_job
       where finished_at is not null group by kind, status`,
    );
    const debits = await client.query<{ action: string; count: number; credits: number }>(
      `select coalesce(action, 'other') as action, count(*)::int as count,
              coalesce(-sum(amount), 0)::int as credits
       from credit_ledger where kind = 'debit' group by 1`,
    );
    await client.query('commit');
    return {
      queues: queues.rows,
      deliveries: deliveries.rows,
      imports: imports.rows,
      debits: debits.rows,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};

/** A registry of the pool's use (this process) and the database-wide figures. */
export const createDatabaseMetrics = (pool: pg.Pool, now = () => Date.now()): Registry => {
  const registry = new Registry();
  let cached: { at: number; snapshot: Promise<Snapshot> } | null = null;
  const snapshot = (): Promise<Snapshot> => {
    if (!cached || now() - cached.at > CACHE_MS) {
      const read = readSnapshot(pool);
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
