import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDetailsSchema } from '@hirelane/domain/billing/subscription.schema';
import {
  call,
  createTestApp,
  createWorkspaceAs,
  signIn,
  type TestApp,
} from '../../../test/test-app';
import { joinWorkspace } from '../../../test/workspace-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const details = (cookie: string, workspace: string) =>
  call(t, 'GET', '/api/subscription/billing-details', { cookie, workspace });

describe('GET /api/subscription/billing-details', () => {
  it('shows the plan, status, renewal and the provider of a self-serve workspace', async () => {
    const cookie = await signIn(t, 'billing-owner@example.com', '10.60.0.1');
    const workspace = await createWorkspaceAs(t, cookie, 'Self serve');
    const none = await details(cookie, workspace);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toMatchObject({ plan_name: null, plan_status: null, invoices: [] });

    await call(t, 'POST', '/api/subscription/checkout', {
      cookie,
      workspace,
      body: { plan_name: 'pro' },
    });
    const pro = await details(cookie, workspace);
    const data = billingDetailsSchema.parse(pro.json().data);
    expect(data).toMatchObject({
      plan_name: 'pro',
      plan_label: 'Pro',
      plan_status: 'active',
      provider: 'local',
      payment_method: null,
    });
    expect(data.price_cents).toBeGreaterThan(0);
    expect(Date.parse(data.current_period_end ?? '')).toBeGreaterThan(Date.now());
  });

  it('answers 414 with SPEC text for an enterprise workspace', async () => {
    const cookie = await signIn(t, 'billing-enterprise@example.com', '10.60.0.2');
    const workspace = await createWorkspaceAs(t, cookie, 'Contract');
    await t.pool.query(
      `update workspace set plan_name = 'enterprise', plan_status = 'active' where id = $1`,
      [workspace],
    );
    const response = await details(cookie, workspace);
    expect(response.statusCode).toBe(414);
    expect(response.json().message).toBe(
      'Sorry, billing details are not available for Enterprise plans',
    );
  });

  it('needs workspace:billing:edit: a member gets 403', async () => {
    const ownerCookie = await signIn(t, 'billing-boss@example.com', '10.60.0.3');
    const workspace = await createWorkspaceAs(t, ownerCookie, 'Team');
    const memberCookie = await joinWorkspace(
      t,
      (email) => signIn(t, email, '10.60.0.4'),
      ownerCookie,
      workspace,
      'billing-member@example.com',
      'member',
    );
    const response = await details(memberCookie, workspace);
    expect(response.statusCode).toBe(403);
  });
});
