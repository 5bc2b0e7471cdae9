import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CandidateDirectoryPage,
  DirectoryRow,
} from '@hirelane/domain/candidates/candidate-directory.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { campaignKit } from '../campaigns/campaign.test-kit';

/** GET /api/candidates: one row per person, visibility, filters, search and keyset paging. */

type As = { cookie: string; workspace: string };
let t: TestApp;
let owner: As;
let member: As;
let outsider: As;
let seen: string;
let hidden: string;
const ids: Record<string, string> = {};

const pageOf = async (as: As, query = '') => {
  const response = await call(t, 'GET', `/api/candidates${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as CandidateDirectoryPage;
};

const names = (page: CandidateDirectoryPage) => page.items.map((row) => row.name).sort();

const walk = async (as: As, query: string, limit: number) => {
  const rows: DirectoryRow[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = await pageOf(as, `?limit=${limit}${query}${after}`);
    rows.push(...page.items);
    cursor = page.next_cursor;
    pages += 1;
  } while (cursor !== null && pages < 100);
  return { rows, pages };
};

beforeAll(async () => {
  t = await createTestApp();
  const kit = campaignKit(t, 238);
  owner = await kit.owner('dir-owner@example.com', 'Directory Team');
  outsider = await kit.owner('dir-outsider@example.com', 'Other Team');
  seen = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Seen Roles' }))._id;
  hidden = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Hidden Roles' }))._id;
  member = await kit.shareWith(owner, seen, 'dir-member@example.com', 'collaborator');
  const add = async (key: string, project: string, profile: Record<string, unknown>) => {
    ids[key] = (
      await kit.addCandidate(owner.cookie, owner.workspace, project, profile)
    ).candidate_id;
  };
  await add('alice', seen, {
    first_name: 'Alice',
    last_name: 'Seen',
    email: 'alice@example.com',
    current_company: 'Northwind Traders',
    designation: 'Backend Engineer',
  });
  await add('bob', hidden, { first_name: 'Bob', last_name: 'Hidden', email: 'bob@example.com' });
  await add('carol', seen, {
    first_name: 'Carol',
    last_name: 'Both',
    email: 'carol@example.com',
    designation: 'Product Designer',
  });
  // Carol again into the hidden project: the same person (decision 006), one row.
  await add('carol', hidden, {
    first_name: 'Carol',
    last_name: 'Both',
    email: 'carol@example.com',
  });
  const moved = await kit.move(owner.cookie, owner.workspace, hidden, {
    candidate_ids: [ids.carol ?? ''],
    to_stage: 'in_campaign',
  });
  expect(moved.statusCode, moved.body).toBe(200);
  await t.pool.query(`update candidate set do_not_contact_at = now() where id = $1`, [ids.bob]);
  await t.pool.query(
    `insert into campaign_enrollment (workspace_id, campaign_id, candidate_id, status, stop_reason)
     select $1, c.id, $2, 'stopped', 'bounced' from campaign c where c.project_id = $3 limit 1`,
    [owner.workspace, ids.alice, seen],
  );
  // 45 people in no project, written in one statement (ties on created_at the cursor must order).
  await t.pool.query(
    `insert into candidate (workspace_id, first_name, last_name, full_name, source, created_at)
     select $1, 'Pool', 'Person ' || g, 'Pool Person ' || lpad(g::text, 2, '0'), 'csv', now() - interval '1 day'
       from generate_series(1, 45) g`,
    [owner.workspace],
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/candidates', () => {
  it('shows owners every person of the workspace once, with each project and stage', async () => {
    const page = await pageOf(owner);
    expect(page.total).toBe(48);
    expect(page.total_capped).toBe(false);
    const carol = page.items.find((row) => row.id === ids.carol);
    expect(carol?.projects.map((p) => [p.name, p.stage]).sort()).toEqual([
      ['Hidden Roles', 'in_campaign'],
      ['Seen Roles', 'shortlisted'],
    ]);
    expect(page.items.filter((row) => row.id === ids.carol)).toHaveLength(1);
    // Newest first: the three added through projects come before yesterday's pool.
    expect(page.items.slice(0, 3).map((row) => row.id)).toEqual([ids.carol, ids.bob, ids.alice]);
  });

  it('shows a member only people of their projects, and only those projects', async () => {
    const page = await pageOf(member);
    expect(names(page)).toEqual(['Alice Seen', 'Carol Both']);
    expect(page.total).toBe(2);
    const carol = page.items.find((row) => row.id === ids.carol);
    expect(carol?.projects.map((p) => p.name)).toEqual(['Seen Roles']);
    expect(JSON.stringify(page)).not.toContain('Hidden Roles');
    const named = await call(t, 'GET', `/api/candidates?project=${hidden}`, member);
    expect(named.statusCode).toBe(404);
  });

  it('filters by project, stage, source and contact status', async () => {
    expect(names(await pageOf(owner, `?project=${hidden}`))).toEqual(['Bob Hidden', 'Carol Both']);
    expect(names(await pageOf(owner, `?project=${hidden}&stage=in_campaign`))).toEqual([
      'Carol Both',
    ]);
    expect(names(await pageOf(owner, '?stage=shortlisted'))).toEqual([
      'Alice Seen',
      'Bob Hidden',
      'Carol Both',
    ]);
    // The member's stage filter reads only their projects: Carol is in_campaign where they cannot see.
    expect(names(await pageOf(member, '?stage=in_campaign'))).toEqual([]);
    expect((await pageOf(owner, '?source=csv')).total).toBe(45);
    expect(names(await pageOf(owner, '?contact=do_not_contact'))).toEqual(['Bob Hidden']);
    const bounced = await pageOf(owner, '?contact=bounced');
    expect(names(bounced)).toEqual(['Alice Seen']);
    expect(bounced.items[0]?.contact).toEqual({
      do_not_contact: false,
      unsubscribed: false,
      bounced: true,
    });
    expect((await pageOf(owner, '?contact=contactable')).total).toBe(46);
    expect(names(await pageOf(owner, '?contact=unsubscribed'))).toEqual([]);
  });

  it('searches by name, e-mail, company and title', async () => {
    expect(names(await pageOf(owner, '?q=ali'))).toEqual(['Alice Seen']);
    expect(names(await pageOf(owner, '?q=BOB@example.com'))).toEqual(['Bob Hidden']);
    expect(names(await pageOf(owner, '?q=northwind'))).toEqual(['Alice Seen']);
    expect(names(await pageOf(owner, '?q=product%20designer'))).toEqual(['Carol Both']);
    expect(names(await pageOf(owner, '?q=100%25'))).toEqual([]);
    expect((await pageOf(owner, '?q=pool%20person')).total).toBe(45);
    expect(names(await pageOf(member, '?q=bob'))).toEqual([]);
  });

  it('pages without gaps or duplicates in both orders', async () => {
    for (const sort of ['recent', 'name'] as const) {
      const { rows, pages } = await walk(owner, `&sort=${sort}`, 7);
      expect(pages).toBe(7);
      expect(rows).toHaveLength(48);
      expect(new Set(rows.map((row) => row.id)).size).toBe(48);
      if (sort === 'name') {
        const sorted = rows.map((row) => row.name);
        expect(sorted.slice(0, 3)).toEqual(['Alice Seen', 'Bob Hidden', 'Carol Both']);
        expect(sorted[3]).toBe('Pool Person 01');
        expect(sorted.at(-1)).toBe('Pool Person 45');
      }
    }
  });

  it('refuses a cursor that does not parse or belongs to the other order', async () => {
    const bad = await call(t, 'GET', '/api/candidates?cursor=nonsense', owner);
    expect(bad.statusCode).toBe(422);
    const first = await pageOf(owner, '?limit=5&sort=recent');
    const other = await call(
      t,
      'GET',
      `/api/candidates?sort=name&cursor=${encodeURIComponent(first.next_cursor ?? '')}`,
      owner,
    );
    expect(other.statusCode).toBe(422);
    const wrongStage = await call(t, 'GET', '/api/candidates?stage=nowhere', owner);
    expect(wrongStage.statusCode).toBe(422);
  });

  it('answers 404 for another workspace project and shows its people to nobody else', async () => {
    const named = await call(t, 'GET', `/api/candidates?project=${seen}`, outsider);
    expect(named.statusCode).toBe(404);
    const own = await pageOf(outsider, '?q=alice');
    expect(own.items).toEqual([]);
    expect(own.total).toBe(0);
  });

  it('caps the count at 1,000 and says so', async () => {
    await t.pool.query(
      `insert into candidate (workspace_id, full_name, source)
       select $1, 'Bulk ' || g, 'manual' from generate_series(1, 1001) g`,
      [outsider.workspace],
    );
    const page = await pageOf(outsider);
    expect(page.total).toBe(1000);
    expect(page.total_capped).toBe(true);
    expect(page.items).toHaveLength(100);
  });
});
