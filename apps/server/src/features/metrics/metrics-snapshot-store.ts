import type pg from 'pg';

const STATEMENT_TIMEOUT_MS = 5_000;

export type MetricsSnapshot = {
  queues: Array<{ name: string; state: string; count: number }>;
  deliveries: Array<{ status: string; count: number }>;
  imports: Array<{ kind: string; status: string; count: number }>;
  debits: Array<{ action: string; count: number; credits: number }>;
};

/** The database-wide figures of /metrics, all workspaces, in one read-only transaction. */
export const readMetricsSnapshot = async (pool: pg.Pool): Promise<MetricsSnapshot> => {
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
