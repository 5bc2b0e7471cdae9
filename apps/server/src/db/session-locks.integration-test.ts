import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SessionLocks } from './session-locks';

let adminUrl: URL;
let pool: pg.Pool;
let database: string;

beforeAll(async () => {
  adminUrl = new URL(inject('postgresAdminUrl'));
  database = `hirelane_locks_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
});
afterAll(async () => {
  await pool.end();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('session locks of periodic jobs', () => {
  it('run more jobs at once than the pool has connections, each using the pool (no deadlock)', async () => {
    const locks = SessionLocks.forPool(pool);
    const ran: string[] = [];
    // Twelve jobs, a pool of two: before, each held a pool connection for its lock and waited
    // for another one for its work.
    const jobs = Array.from({ length: 12 }, (_, index) =>
      locks.withLock(`job-${index}`, async () => {
        await pool.query('select pg_sleep(0.01)');
        ran.push(`job-${index}`);
      }),
    );
    const outcome = await Promise.race([
      Promise.all(jobs),
      sleep(10_000).then(() => 'stuck' as const),
    ]);
    expect(outcome).not.toBe('stuck');
    expect(ran).toHaveLength(12);
    await locks.close();
  });

  it('lets one process run a job once at a time, and another process not at all meanwhile', async () => {
    const mine = SessionLocks.forPool(pool);
    const theirs = SessionLocks.forPool(pool);
    let release = () => undefined as void;
    const running = mine.withLock('tidy', () => new Promise<void>((done) => (release = done)));
    await sleep(100);
    expect(await mine.withLock('tidy', async () => undefined)).toBe(false);
    expect(await theirs.withLock('tidy', async () => undefined)).toBe(false);
    release();
    expect(await running).toBe(true);
    expect(await theirs.withLock('tidy', async () => undefined)).toBe(true);
    await mine.close();
    await theirs.close();
  });

  it('connects again after its connection was lost, and the lost locks are free', async () => {
    const locks = SessionLocks.forPool(pool);
    const other = SessionLocks.forPool(pool);
    let holder = 0;
    await locks.withLock('first', async () => {
      const held = await pool.query<{ pid: number }>(
        `select l.pid from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where l.locktype = 'advisory' and a.datname = $1`,
        [database],
      );
      holder = held.rows[0]?.pid ?? 0;
      // The server ends the lock connection while the job runs: its lock goes with it.
      await pool.query('select pg_terminate_backend($1)', [holder]);
      await sleep(100);
      expect(await other.withLock('first', async () => undefined)).toBe(true);
    });
    expect(holder).toBeGreaterThan(0);
    expect(await locks.withLock('second', async () => undefined)).toBe(true);
    await locks.close();
    await other.close();
  });
});
