import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyUsage } from '@hirelane/domain/billing/credit-usage.schema';
import {
  call,
  createTestApp,
  createWorkspaceAs,
  signIn,
  type TestApp,
} from '../../../test/test-app';
import { appendLedgerEntries } from './credit-ledger-store';
import { getDailyUsage } from './get-daily-usage';
import { grantCredits } from './grant-credits';
import { holdCredits } from './hold-credits';
import { refundCredits } from './refund-credits';
import { releaseHold } from './release-hold';
import { settleHold } from './settle-hold';
import { spendCredits } from './spend-credits';

/** The daily usage chart's sums: net of refunds and give-backs, holds counted once settled. */

let t: TestApp;
let ownerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ownerCookie = await signIn(t, 'usage-daily-owner@example.com', '10.72.0.1');
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/subscription/credits/usage-daily', () => {
  it('sums what was used per UTC day, net of refunds and give-backs, with zero days', async () => {
    const ws = await createWorkspaceAs(t, ownerCookie, 'Usage Daily');
    await grantCredits(t.app.db, ws, { amount: 500, reason: 'top_up', idempotencyKey: 'seed' });
    const at = (iso: string) => new Date(iso);
    await appendLedgerEntries(t.app.db, ws, [
      {
        kind: 'debit',
        amount: -4,
        reason: 'contact_reveal',
        idempotencyKey: 'd1',
        action: 'contact_reveal',
        createdAt: at('2026-03-10T08:00:00Z'),
      },
      {
        kind: 'debit',
        amount: -10,
        reason: 'ai_interview',
        idempotencyKey: 'd2',
        action: 'ai_interview',
        createdAt: at('2026-03-10T23:59:00Z'),
      },
      {
        kind: 'debit',
        amount: -3,
        reason: 'contact_reveal',
        idempotencyKey: 'd3',
        action: 'contact_reveal',
        createdAt: at('2026-03-12T00:00:00Z'),
      },
      // Before the window: never counted, nor is its refund.
      {
        kind: 'debit',
        amount: -7,
        reason: 'contact_reveal',
        idempotencyKey: 'd0',
        action: 'contact_reveal',
        createdAt: at('2026-03-01T12:00:00Z'),
      },
    ]);
    const ids = await t.pool.query<{ key: string; id: string }>(
      `select idempotency_key as key, id from credit_ledger where workspace_id = $1`,
      [ws],
    );
    const idOf = (key: string) => ids.rows.find((row) => row.key === key)!.id;
    await refundCredits(t.app.db, {
      workspaceId: ws,
      debitId: idOf('d2'),
      idempotencyKey: 'r2',
      reason: 'provider_error',
      amount: 6,
    });
    await refundCredits(t.app.db, {
      workspaceId: ws,
      debitId: idOf('d0'),
      idempotencyKey: 'r0',
      reason: 'provider_error',
    });
    const usage = await getDailyUsage(t.app.db, ws, 5, at('2026-03-13T10:00:00Z'));
    expect(usage).toEqual({
      days: [
        { date: '2026-03-09', used: 0 },
        { date: '2026-03-10', used: 8 },
        { date: '2026-03-11', used: 0 },
        { date: '2026-03-12', used: 3 },
        { date: '2026-03-13', used: 0 },
      ],
      total: 11,
    });
  });

  it('counts a hold on its day once settled at what it kept; released and open holds count 0', async () => {
    const ws = await createWorkspaceAs(t, ownerCookie, 'Usage Holds');
    await grantCredits(t.app.db, ws, { amount: 100, reason: 'top_up', idempotencyKey: 'seed' });
    const hold = (key: string, quantity: number) =>
      holdCredits(t.app.db, {
        workspaceId: ws,
        action: 'ai_call_minute',
        quantity,
        idempotencyKey: key,
      });
    const settled = await hold('call-settled', 10);
    await settleHold(t.app.db, { workspaceId: ws, holdId: settled.entry.id, quantity: 7 });
    const released = await hold('call-released', 5);
    await releaseHold(t.app.db, { workspaceId: ws, holdId: released.entry.id });
    await hold('call-open', 8);
    await spendCredits(t.app.db, {
      workspaceId: ws,
      action: 'contact_reveal',
      idempotencyKey: 'r',
    });

    const response = await call(t, 'GET', '/api/subscription/credits/usage-daily', {
      cookie: ownerCookie,
      workspace: ws,
    });
    expect(response.statusCode, response.body).toBe(200);
    const usage = response.json().data as DailyUsage;
    expect(usage.days).toHaveLength(30);
    expect(usage.total).toBe(8);
    expect(usage.days.filter((day) => day.used > 0)).toEqual([usage.days.at(-1)]);
    expect(usage.days.at(-1)?.used).toBe(8);
    const week = await call(t, 'GET', '/api/subscription/credits/usage-daily?days=7', {
      cookie: ownerCookie,
      workspace: ws,
    });
    expect((week.json().data as DailyUsage).days).toHaveLength(7);
  });
});
