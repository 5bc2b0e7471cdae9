import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@hirelane/domain/billing/subscription.schema';
import {
  call,
  createTestApp,
  createWorkspaceAs,
  signIn,
  type TestApp,
} from '../../../test/test-app';

// A production installation: the local provider, which activates plans without payment, is off.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://unused-by-the-test-app/hirelane',
    SMTP_URL: 'smtp://unused-by-the-test-app:25',
  });
});
afterAll(async () => {
  await t.close();
});

describe('billing in production without a payment provider', () => {
  it('refuses every paid checkout with how to configure payments, and activates nothing', async () => {
    const cookie = await signIn(t, 'prod-buyer@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Production buyer');

    const plans = await call(t, 'GET', '/api/subscription/plans', { cookie, workspace });
    expect(plans.json().data).toMatchObject({ provider: 'none' });

    for (const planName of ['starter', 'pro']) {
      const refused = await call(t, 'POST', '/api/subscription/checkout', {
        cookie,
        workspace,
        body: { plan_name: planName },
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().message).toBe(PAYMENTS_NOT_CONFIGURED_MESSAGE);
    }
    expect(PAYMENTS_NOT_CONFIGURED_MESSAGE).toMatch(/^Payments are not configured: set STRIPE_/);

    const row = await t.pool.query('select plan_name, plan_status from workspace where id = $1', [
      workspace,
    ]);
    expect(row.rows[0]).toEqual({ plan_name: null, plan_status: null });
    const ledger = await t.pool.query('select 1 from credit_ledger where workspace_id = $1', [
      workspace,
    ]);
    expect(ledger.rowCount).toBe(0);
  });
});
