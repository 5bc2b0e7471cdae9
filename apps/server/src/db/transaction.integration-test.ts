import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { devOutbox } from './schema/platform';
import { inTransaction, openDedicatedConnection, withTransaction } from './transaction';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const mail = (subject: string) => ({ to: 'tx@example.com', subject, text: 'x', html: 'x' });

const subjectsLike = async (prefix: string) =>
  (
    await t.pool.query<{ subject: string }>(
      'select subject from dev_outbox where subject like $1 order by subject',
      [`${prefix}%`],
    )
  ).rows.map((row) => row.subject);

describe('withTransaction', () => {
  it('hands out Drizzle and raw SQL on one connection and commits both', async () => {
    const prefix = randomUUID();
    const pids = await withTransaction(t.pool, async (tx) => {
      await tx.db.insert(devOutbox).values(mail(`${prefix} drizzle`));
      await tx.sql.query(
        'insert into dev_outbox ("to", subject, text, html) values ($1, $2, $3, $4)',
        ['tx@example.com', `${prefix} raw`, 'x', 'x'],
      );
      const viaRaw = await tx.sql.query<{ pid: number }>('select pg_backend_pid() as pid');
      const viaDrizzle = await tx.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      return [viaRaw.rows[0]?.pid, viaDrizzle.rows[0]?.pid];
    });
    expect(pids[0]).toBeDefined();
    expect(pids[0]).toBe(pids[1]);
    expect(await subjectsLike(prefix)).toEqual([`${prefix} drizzle`, `${prefix} raw`]);
  });

  it('rolls both back and rethrows when the work throws', async () => {
    const prefix = randomUUID();
    await expect(
      withTransaction(t.pool, async (tx) => {
        await tx.db.insert(devOutbox).values(mail(`${prefix} drizzle`));
        await tx.sql.query(
          'insert into dev_outbox ("to", subject, text, html) values ($1, $2, $3, $4)',
          ['tx@example.com', `${prefix} raw`, 'x', 'x'],
        );
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await subjectsLike(prefix)).toEqual([]);
  });
});

describe('inTransaction on a dedicated connection', () => {
  it('applies the session settings and commits on the caller’s connection', async () => {
    const prefix = randomUUID();
    const connection = await openDedicatedConnection(t.pool, { temp_buffers: '256MB' });
    try {
      const buffers = await inTransaction(connection, async (tx) => {
        await tx.db.insert(devOutbox).values(mail(`${prefix} dedicated`));
        return (
          await tx.sql.query<{ value: string }>("select current_setting('temp_buffers') as value")
        ).rows[0];
      });
      expect(buffers?.value).toBe('256MB');
    } finally {
      await connection.end();
    }
    const rows = await t.app.db
      .select({ subject: devOutbox.subject })
      .from(devOutbox)
      .where(eq(devOutbox.subject, `${prefix} dedicated`));
    expect(rows).toHaveLength(1);
  });
});
