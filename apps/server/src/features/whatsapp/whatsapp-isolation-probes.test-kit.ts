import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';
import { sealSecret } from '../../integrations/crypto/secret-box';
import { WAHA_WEBHOOK_PATH } from './connect-whatsapp';
import { NUMBER_TAKEN } from './connect-whatsapp-business';
import { NO_BUSINESS_ACCOUNT } from './sync-whatsapp-templates';
import { WHATSAPP_CLOUD_WEBHOOK_PREFIX } from './whatsapp-business-credentials';

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

const VICTIM_PHONE_NUMBER_ID = '109999999999999';
const VICTIM_BUSINESS_ID = '7a1f6c1e-0000-4000-8000-00000000b001';

/** The victim's WhatsApp Business account, its token and app secret sealed as the app seals them. */
const victimBusiness = async (t: TestApp, w: World) => {
  await t.pool.query(
    `insert into whatsapp_business_account (id, workspace_id, phone_number_id, waba_id,
       access_token_sealed, app_secret_sealed, verify_token, display_phone_number, status)
     values ($3, $1, $2, '209999999999999', $4, $5, 'victim-verify-token',
             '+1 555-019-9999', 'WORKING')
     on conflict (workspace_id) do nothing`,
    [
      w.victimWorkspace,
      VICTIM_PHONE_NUMBER_ID,
      VICTIM_BUSINESS_ID,
      sealSecret(t.app.config.encryptionKey, 'EAAG-victim'),
      sealSecret(t.app.config.encryptionKey, 'f'.repeat(32)),
    ],
  );
};

const victimBusinessUnchanged = async (t: TestApp, w: World) => {
  const rows = await t.pool.query(
    'select id, status, phone_number_id from whatsapp_business_account where workspace_id = $1',
    [w.victimWorkspace],
  );
  expect(rows.rows).toEqual([
    { id: VICTIM_BUSINESS_ID, status: 'WORKING', phone_number_id: VICTIM_PHONE_NUMBER_ID },
  ]);
};

/** Through the victim's workspace: 403; through their own: only their own (nothing) answers. */
const businessProbe =
  (
    method: 'GET' | 'POST',
    path: string,
    own: (response: { statusCode: number; body: string }) => void,
    body?: unknown,
  ): Probe =>
  async (t, w) => {
    await victimBusiness(t, w);
    const direct = await call(t, method, path, {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body,
    });
    expect(direct.statusCode, direct.body).toBe(403);
    const mine = await call(t, method, path, {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body,
    });
    own(mine);
    expect(mine.body).not.toContain('555-019-9999');
    expect(mine.body).not.toContain('victim-verify-token');
    await victimBusinessUnchanged(t, w);
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
  'GET /api/communication/whatsapp-business-api/account': businessProbe(
    'GET',
    '/api/communication/whatsapp-business-api/account',
    (own) => {
      expect(own.statusCode, own.body).toBe(200);
      expect((JSON.parse(own.body) as { data: unknown }).data).toMatchObject({
        connected: false,
        webhook_url: null,
      });
    },
  ),
  // The victim's number cannot be taken over from another workspace (refused before any call).
  'POST /api/communication/whatsapp-business-api/account/connect': businessProbe(
    'POST',
    '/api/communication/whatsapp-business-api/account/connect',
    (own) => {
      expect(own.statusCode, own.body).toBe(422);
      expect((JSON.parse(own.body) as { message: string }).message).toBe(NUMBER_TAKEN);
    },
    {
      phone_number_id: VICTIM_PHONE_NUMBER_ID,
      waba_id: '209999999999999',
      access_token: 'EAAG-outsider',
      app_secret: '0123456789abcdef0123456789abcdef',
    },
  ),
  'POST /api/communication/whatsapp-business-api/templates/sync': businessProbe(
    'POST',
    '/api/communication/whatsapp-business-api/templates/sync',
    (own) => {
      expect(own.statusCode, own.body).toBe(422);
      expect((JSON.parse(own.body) as { message: string }).message).toBe(NO_BUSINESS_ACCOUNT);
    },
  ),
  // Public: the verify token and the app secret's signature are the authority.
  [`GET ${WHATSAPP_CLOUD_WEBHOOK_PREFIX}/:accountId`]: async (t, w) => {
    await victimBusiness(t, w);
    const guessed = await t.fastify.inject({
      method: 'GET',
      url: `${WHATSAPP_CLOUD_WEBHOOK_PREFIX}/${VICTIM_BUSINESS_ID}?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=42`,
    });
    expect(guessed.statusCode).toBe(403);
    expect(guessed.body).not.toContain('42');
  },
  [`POST ${WHATSAPP_CLOUD_WEBHOOK_PREFIX}/:accountId`]: async (t, w) => {
    await victimBusiness(t, w);
    const forged = await t.fastify.inject({
      method: 'POST',
      url: `${WHATSAPP_CLOUD_WEBHOOK_PREFIX}/${VICTIM_BUSINESS_ID}`,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${'ab'.repeat(32)}`,
      },
      payload: JSON.stringify({ object: 'whatsapp_business_account', entry: [] }),
    });
    expect(forged.statusCode).toBe(401);
    await victimBusinessUnchanged(t, w);
  },
};
