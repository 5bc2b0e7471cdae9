import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insufficientCreditsMessage } from '@hirelane/domain/billing/credit-ledger-rules';
import type { Balance } from '@hirelane/domain/billing/subscription.schema';
import {
  call,
  createTestApp,
  createWorkspaceAs,
  signIn,
  type TestApp,
} from '../../../test/test-app';
import { schema } from '../../db/client';
import { readBalance, sumBalance } from './credit-ledger-store';
import { grantCredits } from './grant-credits';
import { holdCredits } from './hold-credits';
import { InsufficientCreditsError } from './insufficient-credits-error';
import { refundCredits } from './refund-credits';
import { releaseHold } from './release-hold';
import { settleHold } from './settle-hold';
import { spendCredits } from './spend-credits';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t, 'ledger-owner@example.com', '10.61.0.1');
});
afterAll(async () => {
  await t.close();
});

let workspaces = 0;
/** A fresh workspace with `credits` granted (top-up, no expiry). */
const workspaceWith = async (credits: number) => {
  const workspace = await createWorkspaceAs(t, cookie, `Ledger ${(workspaces += 1)}`);
  if (credits > 0)
    await grantCredits(t.app.db, workspace, {
      amount: credits,
      reason: 'admin',
      idempotencyKey: 'seed',
    });
  return workspace;
};

/** The running balance, checked against the ledger's sum. */
const balanceOf = async (workspace: string) => {
  const { balance } = await readBalance(t.app.db, workspace);
  expect(await sumBalance(t.app.db, workspace)).toBe(balance);
  return balance;
};

const reveal = (workspace: string, key: string, quantity = 1) =>
  spendCredits(t.app.db, {
    workspaceId: workspace,
    action: 'contact_reveal',
    quantity,
    idempotencyKey: key,
    objectType: 'candidate',
    objectId: key,
  });

describe('credit ledger', () => {
  it('50 concurrent debits of 1 against a balance of 10: exactly 10 succeed', async () => {
    const workspace = await workspaceWith(10);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) => reveal(workspace, `reveal-${index}`)),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter(
      (result) => result.status === 'rejected' && result.reason instanceof InsufficientCreditsError,
    );
    expect(succeeded).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(await balanceOf(workspace)).toBe(0);
    const debits = await t.pool.query(
      `select count(*)::int as n from credit_ledger where workspace_id = $1 and kind = 'debit'`,
      [workspace],
    );
    expect(debits.rows[0]).toEqual({ n: 10 });
  });

  it('50 concurrent debits from 5 servers that share no queue: exactly 10 succeed', async () => {
    // Each Drizzle handle batches on its own, as separate processes would: only the balance row
    // lock keeps them from overdrawing.
    const servers = Array.from({ length: 5 }, () => drizzle(t.pool, { schema }));
    const workspace = await workspaceWith(10);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        spendCredits(servers[index % servers.length]!, {
          workspaceId: workspace,
          action: 'contact_reveal',
          idempotencyKey: `server-${index}`,
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect(await balanceOf(workspace)).toBe(0);
  });

  it('refuses a spend beyond the balance with the balance, the cost and how to get more', async () => {
    const workspace = await workspaceWith(12);
    await expect(reveal(workspace, 'big', 50)).rejects.toMatchObject({
      statusCode: 422,
      message: insufficientCreditsMessage(50, 12),
    });
    expect(await balanceOf(workspace)).toBe(12);
  });

  it('charges the same idempotency key once, even at the same time', async () => {
    const workspace = await workspaceWith(10);
    const [first, second] = await Promise.all([
      reveal(workspace, 'same', 3),
      reveal(workspace, 'same', 3),
    ]);
    const third = await reveal(workspace, 'same', 3);
    expect(first.entry.id).toBe(second.entry.id);
    expect(third.entry.id).toBe(first.entry.id);
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    expect(third.replayed).toBe(true);
    expect(await balanceOf(workspace)).toBe(7);
  });

  it('a repeated key amid a shortage charges once and leaves its room to the others', async () => {
    const workspace = await workspaceWith(5);
    const results = await Promise.allSettled([
      reveal(workspace, 'dup', 2),
      reveal(workspace, 'dup', 2),
      reveal(workspace, 'dup', 2),
      ...['a', 'b', 'c', 'd'].map((key) => reveal(workspace, key)),
    ]);
    const receipts = results.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    expect(receipts.filter((receipt) => receipt.entry.idempotencyKey === 'dup')).toHaveLength(3);
    expect(new Set(receipts.map((receipt) => receipt.entry.id)).size).toBe(4);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    expect(await balanceOf(workspace)).toBe(0);
  });

  it('a hold of 10 settled at 7 gives 3 back, once', async () => {
    const workspace = await workspaceWith(20);
    const hold = await holdCredits(t.app.db, {
      workspaceId: workspace,
      action: 'ai_call_minute',
      quantity: 10,
      idempotencyKey: 'call-1',
      objectType: 'ai_call',
      objectId: 'call-1',
    });
    expect(hold.balance).toBe(10);
    const settled = await settleHold(t.app.db, {
      workspaceId: workspace,
      holdId: hold.entry.id,
      quantity: 7,
    });
    expect(settled.entry).toMatchObject({ kind: 'settle', amount: 3, holdId: hold.entry.id });
    expect(await balanceOf(workspace)).toBe(13);
    const again = await settleHold(t.app.db, {
      workspaceId: workspace,
      holdId: hold.entry.id,
      quantity: 0,
    });
    expect(again).toMatchObject({ replayed: true, entry: { id: settled.entry.id } });
    expect(await balanceOf(workspace)).toBe(13);
  });

  it('refuses to settle above the hold, and a release gives all of it back', async () => {
    const workspace = await workspaceWith(10);
    const hold = await holdCredits(t.app.db, {
      workspaceId: workspace,
      action: 'ai_call_minute',
      quantity: 4,
      idempotencyKey: 'call-2',
    });
    await expect(
      settleHold(t.app.db, { workspaceId: workspace, holdId: hold.entry.id, quantity: 5 }),
    ).rejects.toMatchObject({ statusCode: 422 });
    const released = await releaseHold(t.app.db, { workspaceId: workspace, holdId: hold.entry.id });
    expect(released.entry).toMatchObject({ kind: 'release', amount: 4 });
    expect(await balanceOf(workspace)).toBe(10);
  });

  it('refunds a failed action, never more than was debited', async () => {
    const workspace = await workspaceWith(10);
    const debit = await reveal(workspace, 'failed', 4);
    const refund = await refundCredits(t.app.db, {
      workspaceId: workspace,
      debitId: debit.entry.id,
      idempotencyKey: 'refund-failed',
      reason: 'provider_error',
    });
    expect(refund.entry).toMatchObject({ kind: 'refund', amount: 4, debitId: debit.entry.id });
    expect(await balanceOf(workspace)).toBe(10);
    await expect(
      refundCredits(t.app.db, {
        workspaceId: workspace,
        debitId: debit.entry.id,
        idempotencyKey: 'refund-again',
        reason: 'provider_error',
        amount: 1,
      }),
    ).rejects.toMatchObject({ statusCode: 422 });
    const replay = await refundCredits(t.app.db, {
      workspaceId: workspace,
      debitId: debit.entry.id,
      idempotencyKey: 'refund-failed',
      reason: 'provider_error',
    });
    expect(replay.replayed).toBe(true);
    expect(await balanceOf(workspace)).toBe(10);
  });

  it("expires a monthly grant's unused remainder at its period end; top-ups stay", async () => {
    const workspace = await createWorkspaceAs(t, cookie, 'Ledger expiry');
    const monthly = await grantCredits(t.app.db, workspace, {
      amount: 500,
      reason: 'plan_grant',
      idempotencyKey: 'period-1',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const used = await reveal(workspace, 'used', 400);
    const topUp = await grantCredits(t.app.db, workspace, {
      amount: 100,
      reason: 'top_up',
      idempotencyKey: 'top-up-1',
    });
    // Time passes: the period started 31 days ago and ended yesterday.
    const ago = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    for (const [id, at] of [
      [monthly.entry.id, ago(31)],
      [used.entry.id, ago(20)],
      [topUp.entry.id, ago(10)],
    ] as const)
      await t.pool.query('update credit_ledger set created_at = $2 where id = $1', [id, at]);
    await t.pool.query('update credit_ledger set expires_at = $2 where id = $1', [
      monthly.entry.id,
      ago(1),
    ]);
    await t.pool.query('update credit_balance set next_expiry_at = $2 where workspace_id = $1', [
      workspace,
      ago(1),
    ]);

    const response = await call(t, 'GET', '/api/subscription/balance', { cookie, workspace });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json().data as Balance).balance).toBe(100);
    const expired = await t.pool.query(
      `select amount, hold_id from credit_ledger where workspace_id = $1 and kind = 'expire'`,
      [workspace],
    );
    expect(expired.rows).toMatchObject([{ amount: -100, hold_id: monthly.entry.id }]);
    expect(await balanceOf(workspace)).toBe(100);
    // The top-up is spendable; the expired credits are not.
    await expect(reveal(workspace, 'after', 101)).rejects.toBeInstanceOf(InsufficientCreditsError);
    expect((await reveal(workspace, 'after-ok', 100)).balance).toBe(0);
  });

  it('a debit waiting on a due expiry writes it first', async () => {
    const workspace = await createWorkspaceAs(t, cookie, 'Ledger expiry on spend');
    const monthly = await grantCredits(t.app.db, workspace, {
      amount: 50,
      reason: 'plan_grant',
      idempotencyKey: 'period-1',
      expiresAt: new Date(Date.now() + 60_000),
    });
    await t.pool.query(
      `update credit_ledger set created_at = now() - interval '31 days',
              expires_at = now() - interval '1 day' where id = $1`,
      [monthly.entry.id],
    );
    await t.pool.query(
      `update credit_balance set next_expiry_at = now() - interval '1 day' where workspace_id = $1`,
      [workspace],
    );
    await expect(reveal(workspace, 'late', 1)).rejects.toMatchObject({
      message: insufficientCreditsMessage(1, 0),
    });
    expect(await balanceOf(workspace)).toBe(0);
  });

  it("keeps workspaces apart: another workspace's hold or debit is not found, keys are per workspace", async () => {
    const mine = await workspaceWith(10);
    const theirs = await workspaceWith(10);
    const hold = await holdCredits(t.app.db, {
      workspaceId: theirs,
      action: 'ai_call_minute',
      quantity: 5,
      idempotencyKey: 'their-call',
    });
    const debit = await reveal(theirs, 'their-reveal', 2);
    await expect(
      settleHold(t.app.db, { workspaceId: mine, holdId: hold.entry.id, quantity: 0 }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      releaseHold(t.app.db, { workspaceId: mine, holdId: hold.entry.id }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      refundCredits(t.app.db, {
        workspaceId: mine,
        debitId: debit.entry.id,
        idempotencyKey: 'steal',
        reason: 'x',
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    const same = await reveal(mine, 'their-reveal', 2);
    expect(same.replayed).toBe(false);
    expect(await balanceOf(mine)).toBe(8);
    expect(await balanceOf(theirs)).toBe(3);
  });

  it('reports this period’s grant, use and next grant date after a checkout', async () => {
    const workspace = await createWorkspaceAs(t, cookie, 'Ledger period');
    const bought = await call(t, 'POST', '/api/subscription/checkout', {
      cookie,
      workspace,
      body: { plan_name: 'starter' },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    await reveal(workspace, 'period-use', 30);
    const data = (await call(t, 'GET', '/api/subscription/balance', { cookie, workspace })).json()
      .data as Balance;
    expect(data).toMatchObject({
      balance: 470,
      period_granted: 500,
      period_used: 30,
      next_grant_at: data.current_period_end,
    });
    expect(data.next_grant_at).not.toBeNull();
  });
});
