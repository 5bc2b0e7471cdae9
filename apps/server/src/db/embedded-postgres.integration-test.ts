import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';

const runsAsRoot = process.getuid?.() === 0;
const cleanUp: string[] = [];
afterAll(() => {
  for (const dir of cleanUp) rmSync(dir, { recursive: true, force: true });
});

const query = async (url: string, sql: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ note: string }>(sql)).rows;
  } finally {
    await client.end();
  }
};

describe('embedded PostgreSQL', () => {
  it('starts with DATA_DIR inside a folder only its owner may enter, leaves that folder closed, and reuses the data', async () => {
    // Like a clone under /root or a `mktemp -d`: PostgreSQL (the postgres user, as root) may not enter.
    const privateDir = mkdtempSync(path.join(tmpdir(), 'hirelane-private-'));
    const sharedDir = mkdtempSync(path.join(tmpdir(), 'hirelane-shared-'));
    chmodSync(sharedDir, 0o755);
    cleanUp.push(privateDir, sharedDir);
    const dataDir = path.join(privateDir, 'app', '.data');
    mkdirSync(dataDir, { recursive: true });

    const first = await startEmbeddedPostgres(dataDir, () => undefined, sharedDir);
    try {
      if (runsAsRoot) {
        expect(first.databaseDir.startsWith(`${sharedDir}/clusters/`)).toBe(true);
        expect(first.note).toBe(`the postgres user cannot enter ${privateDir}`);
      } else {
        expect(first.databaseDir).toBe(path.join(dataDir, 'postgres'));
        expect(first.note).toBeNull();
      }
      await query(
        first.adminUrl(),
        `create table kept (note text); insert into kept values ('hi')`,
      );
    } finally {
      await first.stop();
    }
    expect(statSync(privateDir).mode & 0o777).toBe(0o700);

    const second = await startEmbeddedPostgres(dataDir, () => undefined, sharedDir);
    try {
      expect(second.databaseDir).toBe(first.databaseDir);
      expect(await query(second.adminUrl(), 'select note from kept')).toEqual([{ note: 'hi' }]);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
