import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { DuplicateList } from '@hirelane/domain/candidates/duplicates.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { openDedicatedConnection } from '../../db/transaction';
import { writeTalentPool } from '../../seed/talent-pool/write-talent-pool';
import { campaignKit } from '../campaigns/campaign.test-kit';

/**
 * Duplicate detection over 100k people (decision 043): one set-based statement finds the pairs
 * the test planted among generated people. Its speed is measured by no test (decision 043 has
 * the figures), only its answer.
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
  it('finds the planted pairs among 100k generated people', async () => {
    const response = await call(t, 'GET', '/api/candidates/duplicates', owner);
    expect(response.statusCode, response.body).toBe(200);
    const list = (response.json() as { data: DuplicateList }).data;
    // Each planted pair was written in one statement (one created_at): either may come first.
    const names = list.pairs.map((pair) => [pair.a.full_name, pair.b.full_name].sort().join('|'));
    expect(names).toContain(['Planted Twin', 'planted twin'].sort().join('|'));
    expect(names).toContain('Phone One|Phone Two');
  });
});
