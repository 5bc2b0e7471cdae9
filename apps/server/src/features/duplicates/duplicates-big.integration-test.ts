import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { DuplicateList } from '@hirelane/domain/candidates/duplicates.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { openDedicatedConnection } from '../../db/transaction';
import { writeTalentPool } from '../../seed/talent-pool/write-talent-pool';
import { campaignKit } from '../campaigns/campaign.test-kit';

/**
 * Duplicate detection over 100k people (decision 043): one set-based statement, the name and
 * company grouped on their expression index, answered in well under a second.
 */

const PEOPLE = 100_000;
let t: TestApp;
let owner: { cookie: string; workspace: string };

beforeAll(async () => {
  t = await createTestApp();
  const kit = campaignKit(t, 250);
  owner = await kit.owner('big-dupes-owner@example.com', 'Big Dupes');
  const connection: pg.Client = await openDedicatedConnection(t.pool);
  try {
    await writeTalentPool(connection, { workspaceId: owner.workspace, count: PEOPLE, seed: 43 });
  } finally {
    await connection.end();
  }
  // Two planted pairs the test knows.
  await t.pool.query(
    `insert into candidate (workspace_id, full_name, current_company, phone_numbers, source)
     values ($1, 'Planted Twin', 'Zyxw Labs', '{}', 'csv'), ($1, 'planted twin', 'ZYXW LABS', '{}', 'csv'),
            ($1, 'Phone One', null, '{"+1 999 555 0000"}', 'csv'), ($1, 'Phone Two', null, '{"19995550000"}', 'csv')`,
    [owner.workspace],
  );
  await t.pool.query('analyze candidate');
}, 600_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/candidates/duplicates at 100k people', () => {
  it('finds the planted pairs quickly', async () => {
    const runs: number[] = [];
    let list: DuplicateList | null = null;
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      const response = await call(t, 'GET', '/api/candidates/duplicates', owner);
      runs.push(performance.now() - started);
      expect(response.statusCode, response.body).toBe(200);
      list = (response.json() as { data: DuplicateList }).data;
    }
    const best = Math.min(...runs);
    process.stdout.write(
      `GET /api/candidates/duplicates over ${PEOPLE} people: best of 3 ${best.toFixed(1)} ms, ${list?.pairs.length} pairs${list?.capped ? ' (capped)' : ''}\n`,
    );
    // Each planted pair was written in one statement (one created_at): either may come first.
    const names = (list?.pairs ?? []).map((pair) =>
      [pair.a.full_name, pair.b.full_name].sort().join('|'),
    );
    expect(names).toContain(['Planted Twin', 'planted twin'].sort().join('|'));
    expect(names).toContain('Phone One|Phone Two');
    // Measured 1.1 s on the shared 2-core machine (decision 043); the bound catches a regression.
    expect(best).toBeLessThan(3_000);
  });
});
