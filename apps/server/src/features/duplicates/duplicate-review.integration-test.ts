import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { campaignKit, type As } from '../campaigns/campaign.test-kit';

/** The duplicate review's list and "Not a duplicate" (decision 043). */

type Pair = { reason: string; a: { id: string; full_name: string }; b: { id: string } };
let t: TestApp;
let owner: As;
let member: As;
let outsider: As;
const ids: Record<string, string> = {};
const id = (key: string) => ids[key] ?? '';

const person = async (
  as: As,
  key: string,
  name: string,
  company: string | null,
  phones: string[] = [],
) => {
  const result = await t.pool.query<{ id: string }>(
    `insert into candidate (workspace_id, full_name, current_company, phone_numbers, source)
     values ($1, $2, $3, $4, 'csv') returning id`,
    [as.workspace, name, company, phones],
  );
  ids[key] = result.rows[0]?.id ?? '';
};

const pairsOf = async (as: As): Promise<Pair[]> => {
  const response = await call(t, 'GET', '/api/candidates/duplicates', as);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { pairs: Pair[] } }).data.pairs;
};

const hasPair = (pairs: Pair[], x: string, y: string) =>
  pairs.find((pair) => [pair.a.id, pair.b.id].sort().join() === [id(x), id(y)].sort().join());

beforeAll(async () => {
  t = await createTestApp();
  const kit = campaignKit(t, 249);
  owner = await kit.owner('review-owner@example.com', 'Review Team');
  outsider = await kit.owner('review-outsider@example.com', 'Other Review');
  const mate = await kit.teammate(owner.cookie, owner.workspace, 'review-member@example.com');
  member = { cookie: mate.cookie, workspace: owner.workspace };
  await person(owner, 'ana1', 'Ana  Núñez', 'Acme, Inc.');
  await person(owner, 'ana2', 'ana nunez', 'ACME INC');
  await person(owner, 'ana3', 'Ana Nunez', 'Globex');
  await person(owner, 'tel1', 'Tom Phone', null, ['+1 (415) 555-0100']);
  await person(owner, 'tel2', 'Thomas P.', null, ['14155550100']);
  await person(owner, 'short1', 'Short One', null, ['123']);
  await person(owner, 'short2', 'Short Two', null, ['123']);
  await person(outsider, 'theirs', 'Ana Nunez', 'Acme Inc');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/candidates/duplicates', () => {
  it('pairs the same normalised name and company, and the same phone digits', async () => {
    const pairs = await pairsOf(owner);
    expect(hasPair(pairs, 'ana1', 'ana2')?.reason).toBe('name_and_company');
    expect(hasPair(pairs, 'tel1', 'tel2')?.reason).toBe('phone');
    // Another company, a phone too short to compare, another workspace: no pair.
    expect(hasPair(pairs, 'ana1', 'ana3')).toBeUndefined();
    expect(hasPair(pairs, 'short1', 'short2')).toBeUndefined();
    expect(hasPair(pairs, 'ana1', 'theirs')).toBeUndefined();
    expect(JSON.stringify(await pairsOf(outsider))).not.toContain(id('ana1'));
    // The older person comes first (the default primary).
    expect(hasPair(pairs, 'ana1', 'ana2')?.a.id).toBe(id('ana1'));
  });

  it('is for owners and admins only', async () => {
    const response = await call(t, 'GET', '/api/candidates/duplicates', member);
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/candidates/duplicates/dismiss', () => {
  const dismiss = (as: As, a: string, b: string) =>
    call(t, 'POST', '/api/candidates/duplicates/dismiss', {
      ...as,
      body: { primary_id: a, secondary_id: b },
    });

  it('keeps the pair apart for good, whichever order it is named in', async () => {
    const response = await dismiss(owner, id('tel2'), id('tel1'));
    expect(response.statusCode, response.body).toBe(200);
    expect(hasPair(await pairsOf(owner), 'tel1', 'tel2')).toBeUndefined();
    expect((await dismiss(owner, id('tel1'), id('tel2'))).statusCode).toBe(200);
    const stored = await t.pool.query(
      'select 1 from candidate_duplicate_dismissal where workspace_id = $1',
      [owner.workspace],
    );
    expect(stored.rowCount).toBe(1);
    // The other pair is still offered.
    expect(hasPair(await pairsOf(owner), 'ana1', 'ana2')).toBeDefined();
  });

  it('refuses members (403) and another workspace’s people (404)', async () => {
    expect((await dismiss(member, id('ana1'), id('ana2'))).statusCode).toBe(403);
    expect((await dismiss(outsider, id('ana1'), id('ana2'))).statusCode).toBe(404);
    expect((await dismiss(owner, id('ana1'), id('theirs'))).statusCode).toBe(404);
    expect(hasPair(await pairsOf(owner), 'ana1', 'ana2')).toBeDefined();
  });
});
