import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createWorkspaceAs, type TestApp } from '../../../test/test-app';
import { adminTestKit } from './admin.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { user, admin, post, audit } = adminTestKit(() => t, '10.41');

describe('workspace credits', () => {
  it('grants credits with a reason once per key, audited; no reason → 422; unknown workspace → 404', async () => {
    const boss = await admin('credits-admin@example.com');
    const owner = await user('credits-customer@example.com');
    const workspace = await createWorkspaceAs(t, owner, 'Credits customer');
    const body = {
      workspace_id: workspace,
      amount: 250,
      reason: 'Outage on 3 March',
      idempotency_key: 'ticket-42',
    };
    const granted = await post(boss, '/api/admin/workspaces/credits', body);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().message).toBe('Credits granted. The balance is 250.');
    const again = await post(boss, '/api/admin/workspaces/credits', body);
    expect(again.json().message).toBe('These credits were granted already.');
    const balance = await call(t, 'GET', '/api/subscription/balance', {
      cookie: owner,
      workspace,
    });
    expect(balance.json().data).toMatchObject({ balance: 250 });
    const rows = await t.pool.query(
      `select kind, amount, reason, expires_at from credit_ledger where workspace_id = $1`,
      [workspace],
    );
    expect(rows.rows).toEqual([
      { kind: 'grant', amount: 250, reason: 'Outage on 3 March', expires_at: null },
    ]);

    const noReason = await post(boss, '/api/admin/workspaces/credits', { ...body, reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    const missing = await post(boss, '/api/admin/workspaces/credits', {
      ...body,
      workspace_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(await audit('workspace.credits.grant', workspace)).toEqual([
      expect.objectContaining({
        actor_email: 'credits-admin@example.com',
        details: expect.objectContaining({ amount: 250 }) as object,
      }),
    ]);
  });
});
