import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('/readyz and /healthz', () => {
  it('is ready when PostgreSQL answers, every migration is applied and storage writes and reads', async () => {
    const response = await call(t, 'GET', '/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
  });

  it('is not ready while a migration is missing, and ready again once it is back', async () => {
    const { rows } = await t.pool.query<{ id: number; hash: string; created_at: string }>(
      'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning id, hash, created_at',
    );
    try {
      const response = await call(t, 'GET', '/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        message: 'Not ready: migrations unavailable.',
        checks: { migrations: '1 migration(s) not applied yet' },
      });
      // Liveness does not depend on it: restarting the process would not help.
      expect((await call(t, 'GET', '/healthz')).statusCode).toBe(200);
    } finally {
      await t.pool.query(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [rows[0]!.id, rows[0]!.hash, rows[0]!.created_at],
      );
    }
    expect((await call(t, 'GET', '/readyz')).statusCode).toBe(200);
  });

  it('is not ready when file storage cannot be written, without showing why to the caller', async () => {
    const root = path.join(t.config.dataDir, 'files');
    mkdirSync(root, { recursive: true });
    // A file where the probe's folder goes: writing fails even for root (file modes would not).
    rmSync(path.join(root, 'health'), { recursive: true, force: true });
    writeFileSync(path.join(root, 'health'), 'in the way');
    try {
      const response = await call(t, 'GET', '/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        message: 'Not ready: storage unavailable.',
        checks: { storage: 'unavailable' },
      });
      expect(response.body).not.toContain(root);
    } finally {
      rmSync(path.join(root, 'health'));
    }
    expect((await call(t, 'GET', '/readyz')).statusCode).toBe(200);
  });
});
