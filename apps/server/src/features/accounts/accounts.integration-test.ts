import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_CALL_SETTING_OPTIONS } from '@hirelane/domain/accounts/ai-call-settings';
import {
  call,
  createTestApp,
  createWorkspaceAs,
  lastMailTo,
  signIn,
  tokenFromMail,
  type TestApp,
} from '../../../test/test-app';

let t: TestApp;
let ownerCookie: string;
let memberCookie: string;
let workspace: string;

beforeAll(async () => {
  t = await createTestApp();
  ownerCookie = await signIn(t, 'accounts-owner@example.com', '10.60.0.1');
  workspace = await createWorkspaceAs(t, ownerCookie, 'Accounts');
  await call(t, 'POST', '/api/workspace/members/invite', {
    cookie: ownerCookie,
    workspace,
    body: { emails: ['accounts-member@example.com'], role: 'member' },
  });
  const token = tokenFromMail(lastMailTo(t, 'accounts-member@example.com'));
  memberCookie = await signIn(t, 'accounts-member@example.com', '10.60.0.2');
  const accepted = await call(t, 'POST', '/api/invitation/accept', {
    cookie: memberCookie,
    body: { token },
  });
  expect(accepted.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

/** Each route with the answer it gives while its integration is not connected. */
const NOT_CONNECTED: Array<[string, unknown]> = [
  ['/api/communication/email/account/list', { verified_emails: [], invalid_emails: [] }],
  ['/api/communication/calendar/account/list', { verified_calenders: [], invalid_calenders: [] }],
  [
    '/api/communication/linkedin/account/status',
    { connected: false, account_name: null, error_message: null },
  ],
  ['/api/communication/whatsapp/account/status', { status: null }],
  [
    '/api/communication/whatsapp-business-api/account/status',
    { connected: false, phone_number: null, error_message: null },
  ],
  ['/api/account/status', { connected: false, team_name: null }],
  ['/api/account/status?state=eyJ1c2VyX2lkIjoiMSJ9', { connected: false, team_name: null }],
];

describe('account status', () => {
  it.each(NOT_CONNECTED)('%s answers "not connected" to every role', async (url, data) => {
    for (const cookie of [ownerCookie, memberCookie]) {
      const response = await call(t, 'GET', url, { cookie, workspace });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true, data });
    }
  });

  it.each(NOT_CONNECTED)(
    '%s answers 401 without a session, 422 without a workspace',
    async (url) => {
      expect((await call(t, 'GET', url, { workspace })).statusCode).toBe(401);
      expect((await call(t, 'GET', url, { cookie: ownerCookie })).statusCode).toBe(422);
    },
  );
});

describe('GET /api/communication/ai-call/setting-options', () => {
  it('lists every option of the catalogue', async () => {
    const response = await call(t, 'GET', '/api/communication/ai-call/setting-options', {
      cookie: memberCookie,
      workspace,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: AI_CALL_SETTING_OPTIONS });
    expect(Object.keys(response.json().data as object)).toEqual([
      'gender',
      'language',
      'llmModel',
      'effect',
      'voiceSpeed',
      'effectVolume',
      'llmTemperature',
      'minimumEndpointDelay',
      'maximumEndpointDelay',
    ]);
  });

  it('answers 401 without a session and 403 outside the workspace', async () => {
    const url = '/api/communication/ai-call/setting-options';
    expect((await call(t, 'GET', url, { workspace })).statusCode).toBe(401);
    const stranger = await signIn(t, 'accounts-stranger@example.com', '10.60.0.3');
    await createWorkspaceAs(t, stranger, 'Elsewhere');
    expect((await call(t, 'GET', url, { cookie: stranger, workspace })).statusCode).toBe(403);
  });
});
