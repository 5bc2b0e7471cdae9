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
    { connected: false, account_id: null, account_name: null, error_message: null },
  ],
  ['/api/communication/whatsapp/account/status', { status: null }],
  [
    '/api/communication/whatsapp-business-api/account/status',
    { connected: false, status: null, phone_number: null, error_message: null },
  ],
  // SPEC 7's team chat status by the workspace parameter; by its state: slack.integration-test.
  ['/api/account/status', { connected: false, team_name: null, error_message: null }],
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

const insertMailbox = async (
  target: string,
  email: string,
  state: { status?: string; enabled?: boolean; reason?: string | null } = {},
): Promise<string> => {
  const result = await t.pool.query<{ id: string }>(
    `insert into mailbox (workspace_id, email, provider, status, enabled, invalid_reason)
     values ($1, $2, 'custom', $3, $4, $5) returning id`,
    [target, email, state.status ?? 'verified', state.enabled ?? true, state.reason ?? null],
  );
  return result.rows[0]?.id ?? '';
};

describe('connected mailboxes and LinkedIn accounts', () => {
  it('lists verified, enabled mailboxes apart from the others, with the reason', async () => {
    const other = await createWorkspaceAs(t, ownerCookie, 'Accounts elsewhere');
    const ok = await insertMailbox(workspace, 'zoe@acme.test');
    const alsoOk = await insertMailbox(workspace, 'Amy@acme.test');
    const disabled = await insertMailbox(workspace, 'bob@acme.test', { enabled: false });
    const failing = await insertMailbox(workspace, 'cat@acme.test', {
      status: 'invalid',
      reason: 'The app password was revoked.',
    });
    const both = await insertMailbox(workspace, 'dan@acme.test', {
      status: 'invalid',
      enabled: false,
      reason: 'Login failed.',
    });
    await insertMailbox(other, 'elsewhere@acme.test');
    const response = await call(t, 'GET', '/api/communication/email/account/list', {
      cookie: memberCookie,
      workspace,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      verified_emails: [
        { id: alsoOk, label: 'Amy@acme.test' },
        { id: ok, label: 'zoe@acme.test' },
      ],
      invalid_emails: [
        { id: disabled, label: 'bob@acme.test', reason: 'Disabled', state: 'disabled' },
        {
          id: failing,
          label: 'cat@acme.test',
          reason: 'The app password was revoked.',
          state: 'invalid',
        },
        { id: both, label: 'dan@acme.test', reason: 'Disabled', state: 'disabled' },
      ],
    });
  });

  it("answers the caller's own LinkedIn account in the workspace, with its error", async () => {
    const inserted = await t.pool.query<{ id: string }>(
      `insert into linkedin_account (workspace_id, user_id, full_name, profile_url, error_message)
       select $1, id, 'Olive Owner', 'https://www.linkedin.com/in/olive', 'Session expired.'
         from "user" where email = 'accounts-owner@example.com' returning id`,
      [workspace],
    );
    const url = '/api/communication/linkedin/account/status';
    const mine = await call(t, 'GET', url, { cookie: ownerCookie, workspace });
    expect(mine.json()).toEqual({
      success: true,
      data: {
        connected: true,
        account_id: inserted.rows[0]?.id,
        account_name: 'Olive Owner',
        error_message: 'Session expired.',
      },
    });
    // The member has not connected theirs: the owner's account is not the member's.
    const theirs = await call(t, 'GET', url, { cookie: memberCookie, workspace });
    expect(theirs.json().data).toEqual({
      connected: false,
      account_id: null,
      account_name: null,
      error_message: null,
    });
  });
});

describe('GET /api/communication/ai-call/setting-options', () => {
  it('lists every option of the catalogue', async () => {
    const response = await call(t, 'GET', '/api/communication/ai-call/setting-options', {
      cookie: memberCookie,
      workspace,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { ...AI_CALL_SETTING_OPTIONS, provider_configured: false },
    });
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
      'provider_configured',
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
