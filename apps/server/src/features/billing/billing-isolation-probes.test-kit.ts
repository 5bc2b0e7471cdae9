import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';

/** The outsider buys nothing for the victim: 403, and the victim's ledger stays empty. */
const expectRefusedUnbilled = async (
  t: TestApp,
  w: World,
  response: { statusCode: number; body: string },
) => {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.body).not.toContain(w.victimMemberId);
  const ledger = await t.pool.query('select 1 from credit_ledger where workspace_id = $1', [
    w.victimWorkspace,
  ]);
  expect(ledger.rowCount).toBe(0);
};

/**
 * The payment routes added with Stripe (decision 023). The webhook is public and registered only
 * with Stripe configured; its signature is its authority (stripe-billing.integration-test.ts).
 */
export const BILLING_PROBES: Record<string, (t: TestApp, w: World) => Promise<void>> = {
  'POST /api/subscription/top-up': async (t, w) => {
    const response = await call(t, 'POST', '/api/subscription/top-up', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: { pack_id: 'credits_500' },
    });
    await expectRefusedUnbilled(t, w, response);
  },
  'POST /api/subscription/portal': async (t, w) => {
    const response = await call(t, 'POST', '/api/subscription/portal', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: {},
    });
    await expectRefusedUnbilled(t, w, response);
  },
};
