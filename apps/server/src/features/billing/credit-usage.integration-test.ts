import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditLedgerPage } from '@hirelane/domain/billing/credit-usage.schema';
import {
  call,
  createTestApp,
  createWorkspaceAs,
  signIn,
  type TestApp,
} from '../../../test/test-app';
import { joinWorkspace } from '../../../test/workspace-helpers';
import { appendLedgerEntries } from './credit-ledger-store';
import { grantCredits } from './grant-credits';
import { spendCredits } from './spend-credits';

let t: TestApp;
let signIns = 0;
const user = (email: string) => signIn(t, email, `10.71.${Math.floor(signIns++ / 10)}.1`);

const EVIL = '=HYPERLINK("http://evil.example","click")';

let ownerCookie: string;
let workspace: string;
let ownerId: string;
let candidateId: string;

const userIdOf = async (email: string): Promise<string> => {
  const result = await t.pool.query<{ id: string }>('select id from "user" where email = $1', [
    email,
  ]);
  return result.rows[0]!.id;
};

const ledger = async (query = '', cookie = ownerCookie, ws = workspace) => {
  const response = await call(t, 'GET', `/api/subscription/credits/ledger${query}`, {
    cookie,
    workspace: ws,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as CreditLedgerPage;
};

const csv = async (query = '', cookie = ownerCookie, ws = workspace) => {
  const response = await call(t, 'GET', `/api/subscription/credits/ledger.csv${query}`, {
    cookie,
    workspace: ws,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

beforeAll(async () => {
  t = await createTestApp();
  ownerCookie = await user('usage-owner@example.com');
  workspace = await createWorkspaceAs(t, ownerCookie, 'Usage Talent');
  ownerId = await userIdOf('usage-owner@example.com');
  await t.pool.query(`update "user" set first_name = 'Olga', last_name = 'Owner' where id = $1`, [
    ownerId,
  ]);
  const trial = await call(t, 'POST', '/api/subscription/start-trial', {
    cookie: ownerCookie,
    workspace,
    body: {},
  });
  expect(trial.statusCode, trial.body).toBe(200);
  await grantCredits(t.app.db, workspace, {
    amount: 50,
    reason: EVIL,
    idempotencyKey: 'admin-evil',
  });
  const inserted = await t.pool.query<{ id: string }>(
    `insert into candidate (workspace_id, full_name, source) values ($1, $2, 'manual') returning id`,
    [workspace, EVIL],
  );
  candidateId = inserted.rows[0]!.id;
  await spendCredits(t.app.db, {
    workspaceId: workspace,
    action: 'contact_reveal',
    idempotencyKey: 'reveal-evil',
    objectType: 'candidate',
    objectId: candidateId,
    userId: ownerId,
  });
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/subscription/credits/ledger', () => {
  it('lists the rows newest first in words, with the object, who ran it and the expiry', async () => {
    const page = await ledger();
    expect(page.items.map((row) => [row.kind, row.amount])).toEqual([
      ['debit', -1],
      ['grant', 50],
      ['grant', 100],
    ]);
    const [debit, admin, trial] = page.items;
    expect(debit).toMatchObject({
      description: 'Contact reveal',
      action: 'contact_reveal',
      object: { type: 'candidate', id: candidateId, name: EVIL },
      user: { name: 'Olga Owner', email: 'usage-owner@example.com' },
      expires_at: null,
    });
    expect(admin).toMatchObject({ description: EVIL, user: null, expires_at: null });
    expect(trial?.description).toBe('Free trial credits (expire at the trial end)');
    expect(trial?.expires_at).not.toBeNull();
    expect(page.totals).toEqual({ entries: 3, credits_in: 150, credits_out: 1, net: 149 });
  });

  it('pages through a filter with its totals, never repeating a row', async () => {
    const ws = await createWorkspaceAs(t, ownerCookie, 'Usage Paging');
    await grantCredits(t.app.db, ws, { amount: 200, reason: 'top_up', idempotencyKey: 'seed' });
    for (let index = 0; index < 30; index += 1)
      await spendCredits(t.app.db, {
        workspaceId: ws,
        action: index % 3 === 0 ? 'ai_interview' : 'contact_reveal',
        idempotencyKey: `spend-${index}`,
      });
    const first = await ledger('?kind=debit&page_size=25', ownerCookie, ws);
    const second = await ledger('?kind=debit&page_size=25&page=2', ownerCookie, ws);
    expect(first.items).toHaveLength(25);
    expect(second.items).toHaveLength(5);
    const ids = [...first.items, ...second.items].map((row) => row._id);
    expect(new Set(ids).size).toBe(30);
    const dates = [...first.items, ...second.items].map((row) => row.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.totals).toEqual({ entries: 30, credits_in: 0, credits_out: 120, net: -120 });
    expect(second.totals).toEqual(first.totals);

    const interviews = await ledger('?action=ai_interview', ownerCookie, ws);
    expect(interviews.totals).toMatchObject({ entries: 10, credits_out: 100 });
    expect(interviews.items.every((row) => row.description === 'AI interview')).toBe(true);
    const grants = await ledger('?kind=grant', ownerCookie, ws);
    expect(grants.items.map((row) => row.description)).toEqual(['Credits bought (never expire)']);
  });

  it('filters by UTC days, both ends included', async () => {
    const ws = await createWorkspaceAs(t, ownerCookie, 'Usage Dates');
    await appendLedgerEntries(
      t.app.db,
      ws,
      [
        '2026-03-01T23:59:59Z',
        '2026-03-02T00:00:00Z',
        '2026-03-03T23:59:59Z',
        '2026-03-04T00:00:00Z',
      ].map((at, index) => ({
        kind: 'grant' as const,
        amount: index + 1,
        reason: 'top_up',
        idempotencyKey: `dated-${index}`,
        createdAt: new Date(at),
      })),
    );
    const range = await ledger('?from=2026-03-02&to=2026-03-03', ownerCookie, ws);
    expect(range.items.map((row) => row.amount)).toEqual([3, 2]);
    expect(
      (await ledger('?from=2026-03-04', ownerCookie, ws)).items.map((row) => row.amount),
    ).toEqual([4]);
    expect(
      (await ledger('?to=2026-03-01', ownerCookie, ws)).items.map((row) => row.amount),
    ).toEqual([1]);
  });

  it("names only this workspace's objects, and an id that is not a uuid stays an id", async () => {
    const ws = await createWorkspaceAs(t, ownerCookie, 'Usage Objects');
    await grantCredits(t.app.db, ws, { amount: 10, reason: 'top_up', idempotencyKey: 'seed' });
    const spend = (key: string, objectId: string) =>
      spendCredits(t.app.db, {
        workspaceId: ws,
        action: 'contact_reveal',
        idempotencyKey: key,
        objectType: 'candidate',
        objectId,
      });
    await spend('foreign', candidateId);
    await spend('odd', 'linkedin:ada-lovelace');
    const page = await ledger('?kind=debit', ownerCookie, ws);
    expect(page.items.map((row) => row.object)).toEqual([
      { type: 'candidate', id: 'linkedin:ada-lovelace', name: null },
      { type: 'candidate', id: candidateId, name: null },
    ]);
  });

  it('refuses bad filters with 422', async () => {
    for (const query of [
      '?from=2026-03-05&to=2026-03-01',
      '?from=2026-02-30',
      '?kind=gift',
      '?action=free_lunch',
      '?page_size=1000',
    ]) {
      const response = await call(t, 'GET', `/api/subscription/credits/ledger${query}`, {
        cookie: ownerCookie,
        workspace,
      });
      expect(response.statusCode, query).toBe(422);
    }
  });
});

describe('GET /api/subscription/credits/ledger.csv', () => {
  it('downloads the filtered ledger with every typed cell formula-safe', async () => {
    const response = await csv();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="credit-ledger.csv"',
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Date (UTC),Type,Credits,Description,Action,Object type,Object id,Object name,Run by,Run by e-mail,Expires at (UTC)',
    );
    expect(lines).toHaveLength(5);
    const quoted = `"'=HYPERLINK(""http://evil.example"",""click"")"`;
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\dT[^,]+,Spent,-1,Contact reveal,contact_reveal,candidate,${candidateId},`,
      ),
    );
    expect(lines[1]).toContain(`,${quoted},Olga Owner,usage-owner@example.com,`);
    expect(lines[2]).toContain(`,Credits added,50,${quoted},`);
    expect(response.body).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('applies the filters and names the file after the dates', async () => {
    const response = await csv('?kind=grant&from=2020-01-01&to=2099-12-31');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="credit-ledger-from-2020-01-01-to-2099-12-31.csv"',
    );
    const lines = response.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes(',Credits added,'))).toBe(true);
  });

  it('streams more rows than one batch, newest first, each once', async () => {
    const ws = await createWorkspaceAs(t, ownerCookie, 'Usage Export');
    const base = Date.parse('2026-01-01T00:00:00Z');
    await appendLedgerEntries(
      t.app.db,
      ws,
      Array.from({ length: 2_345 }, (_, index) => ({
        kind: 'grant' as const,
        amount: 1,
        reason: `row ${index}`,
        idempotencyKey: `bulk-${index}`,
        // Pairs share a timestamp, so the order also rests on the id.
        createdAt: new Date(base + Math.floor(index / 2) * 1000),
      })),
    );
    const lines = (await csv('', ownerCookie, ws)).body.split('\r\n').filter(Boolean).slice(1);
    expect(lines).toHaveLength(2_345);
    const reasons = lines.map((line) => line.split(',')[3]);
    expect(new Set(reasons).size).toBe(2_345);
    const dates = lines.map((line) => line.split(',')[0] ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('who sees usage', () => {
  it('workspace owners and admins; a plain member gets 403', async () => {
    const adminCookie = await joinWorkspace(
      t,
      user,
      ownerCookie,
      workspace,
      'usage-admin@example.com',
      'admin',
    );
    const memberCookie = await joinWorkspace(
      t,
      user,
      ownerCookie,
      workspace,
      'usage-member@example.com',
      'member',
    );
    expect((await ledger('', adminCookie)).totals.entries).toBe(3);
    for (const path of ['ledger', 'ledger.csv', 'usage-daily']) {
      const response = await call(t, 'GET', `/api/subscription/credits/${path}`, {
        cookie: memberCookie,
        workspace,
      });
      expect(response.statusCode, path).toBe(403);
      expect(response.body).not.toContain('usage-owner@example.com');
    }
  });

  it("another workspace's owner sees only their own rows, and 403 on this one", async () => {
    const otherCookie = await user('usage-other@example.com');
    const other = await createWorkspaceAs(t, otherCookie, 'Other Usage');
    await grantCredits(t.app.db, other, { amount: 7, reason: 'other gift', idempotencyKey: 'g' });
    const own = await ledger('', otherCookie, other);
    expect(own.items.map((row) => row.description)).toEqual(['other gift']);
    expect((await csv('', otherCookie, other)).body).not.toContain('HYPERLINK');
    for (const path of ['ledger', 'ledger.csv', 'usage-daily']) {
      const response = await call(t, 'GET', `/api/subscription/credits/${path}`, {
        cookie: otherCookie,
        workspace,
      });
      expect(response.statusCode, path).toBe(403);
    }
    expect((await ledger()).items.map((row) => row.description)).not.toContain('other gift');
  });
});
