import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';
import { WAHA_WEBHOOK_PATH } from './connect-whatsapp';

type Probe = (t: TestApp, w: World) => Promise<void>;

const VICTIM_PHONE = '447700900777';

/** The victim's paired WhatsApp account, created once per world. */
const victimWhatsapp = async (t: TestApp, w: World) => {
  await t.pool.query(
    `insert into whatsapp_account (workspace_id, session, status, phone)
     values ($1::uuid, 'hirelane-' || $1::text, 'WORKING', $2)
     on conflict (workspace_id) do nothing`,
    [w.victimWorkspace, VICTIM_PHONE],
  );
};

const victimUnchanged = async (t: TestApp, w: World) => {
  const rows = await t.pool.query<{ status: string; phone: string | null }>(
    'select status, phone from whatsapp_account where workspace_id = $1',
    [w.victimWorkspace],
  );
  expect(rows.rows).toEqual([{ status: 'WORKING', phone: VICTIM_PHONE }]);
};

/**
 * The outsider through the victim's workspace is refused (403); through their own they see only
 * their own session (this test server has no gateway: "not configured"), never the victim's.
 */
const sessionProbe =
  (method: 'GET' | 'POST', path: string): Probe =>
  async (t, w) => {
    await victimWhatsapp(t, w);
    const direct = await call(t, method, path, {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expect(direct.statusCode, direct.body).toBe(403);
    const own = await call(t, method, path, {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ configured: false, state: null, phone: null });
    expect(own.body).not.toContain(VICTIM_PHONE);
    await victimUnchanged(t, w);
  };

export const WHATSAPP_PROBES: Record<string, Probe> = {
  'POST /api/communication/whatsapp/account/connect': sessionProbe(
    'POST',
    '/api/communication/whatsapp/account/connect',
  ),
  'GET /api/communication/whatsapp/account/session': sessionProbe(
    'GET',
    '/api/communication/whatsapp/account/session',
  ),
  // Public: only WAHA's signature opens it; a forged event for the victim's session changes nothing.
  [`POST ${WAHA_WEBHOOK_PATH}`]: async (t, w) => {
    await victimWhatsapp(t, w);
    const forged = await t.fastify.inject({
      method: 'POST',
      url: WAHA_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'x-webhook-hmac': 'ab'.repeat(64) },
      payload: JSON.stringify({
        event: 'session.status',
        session: `hirelane-${w.victimWorkspace}`,
        payload: { status: 'FAILED' },
      }),
    });
    expect([401, 404]).toContain(forged.statusCode);
    await victimUnchanged(t, w);
  },
};
