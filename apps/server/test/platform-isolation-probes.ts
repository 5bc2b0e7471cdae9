import { expect } from 'vitest';
import { call, lastMailTo, type TestApp } from './test-app';
import type { World } from './tenant-isolation-probes';

/**
 * The probes of the platform's own routes (session, workspaces and members, invitations,
 * onboarding, subscription, communication accounts, auth, public tools, health, dev): each calls
 * the route as the outsider against the victim's workspace and ids, and asserts a refusal with no
 * victim data. The features' probes live beside their features.
 */

type Probe = (t: TestApp, w: World) => Promise<void>;

const expectRefused = (statusCode: number, body: string, allowed: number[], w: World) => {
  expect(allowed).toContain(statusCode);
  expect(body).not.toContain(w.victimMemberId);
  expect(body).not.toContain('victim@example.com');
};

const expectVictimUnbilled = async (t: TestApp, w: World) => {
  const workspace = await t.pool.query(
    'select plan_name, plan_status from workspace where id = $1',
    [w.victimWorkspace],
  );
  expect(workspace.rows[0]).toEqual({ plan_name: null, plan_status: null });
  const ledger = await t.pool.query('select 1 from credit_ledger where workspace_id = $1', [
    w.victimWorkspace,
  ]);
  expect(ledger.rowCount).toBe(0);
};

/** A write naming the victim's member: 403 through their workspace, 404 through the outsider's. */
const refusedBothWays = async (t: TestApp, w: World, path: string, body: unknown) => {
  const direct = await call(t, 'POST', path, {
    cookie: w.outsiderCookie,
    workspace: w.victimWorkspace,
    body,
  });
  expectRefused(direct.statusCode, direct.body, [403], w);
  const viaOwnWorkspace = await call(t, 'POST', path, {
    cookie: w.outsiderCookie,
    workspace: w.outsiderWorkspace,
    body,
  });
  expectRefused(viaOwnWorkspace.statusCode, viaOwnWorkspace.body, [404], w);
};

export const PLATFORM_PROBES: Record<string, Probe> = {
  'GET /sessioninfo': async (t, w) => {
    const response = await call(t, 'GET', '/sessioninfo', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(w.victimWorkspace);
  },
  'GET /api/workspace/list': async (t, w) => {
    const response = await call(t, 'GET', '/api/workspace/list', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(w.victimWorkspace);
  },
  'POST /api/workspace/create': async (t, w) => {
    const membersOfVictim = async () =>
      (
        await t.pool.query('select 1 from workspace_member where workspace_id = $1', [
          w.victimWorkspace,
        ])
      ).rowCount;
    const before = await membersOfVictim();
    const response = await call(t, 'POST', '/api/workspace/create', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: { name: 'Outsider side project' },
    });
    expect(response.statusCode).toBe(200);
    expect(await membersOfVictim()).toBe(before);
  },
  'POST /api/workspace/switch': async (t, w) => {
    const response = await call(t, 'POST', '/api/workspace/switch', {
      cookie: w.outsiderCookie,
      body: { workspace: w.victimWorkspace },
    });
    expectRefused(response.statusCode, response.body, [404], w);
  },
  'GET /api/workspace/members/list': async (t, w) => {
    const response = await call(t, 'GET', '/api/workspace/members/list', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expectRefused(response.statusCode, response.body, [403], w);
  },
  'POST /api/workspace/members/invite': async (t, w) => {
    const response = await call(t, 'POST', '/api/workspace/members/invite', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: { emails: ['mole@example.com'], role: 'owner' },
    });
    expectRefused(response.statusCode, response.body, [403], w);
    expect(lastMailTo(t, 'mole@example.com')).toBeUndefined();
  },
  'POST /api/workspace/invitations/revoke': async (t, w) => {
    const body = { invitation_id: w.victimInvitationId };
    const direct = await call(t, 'POST', '/api/workspace/invitations/revoke', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body,
    });
    expectRefused(direct.statusCode, direct.body, [403], w);
    const viaOwnWorkspace = await call(t, 'POST', '/api/workspace/invitations/revoke', {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body,
    });
    expectRefused(viaOwnWorkspace.statusCode, viaOwnWorkspace.body, [404], w);
    const still = await t.pool.query(`select status from workspace_invitation where id = $1`, [
      w.victimInvitationId,
    ]);
    expect(still.rows[0]).toEqual({ status: 'pending' });
  },
  'POST /api/workspace/members/role': (t, w) =>
    refusedBothWays(t, w, '/api/workspace/members/role', {
      member_id: w.victimMemberId,
      role: 'member',
    }),
  'POST /api/workspace/members/deactivate': (t, w) =>
    refusedBothWays(t, w, '/api/workspace/members/deactivate', { member_id: w.victimMemberId }),
  'POST /api/workspace/members/reactivate': (t, w) =>
    refusedBothWays(t, w, '/api/workspace/members/reactivate', { member_id: w.victimMemberId }),
  'GET /api/invitation/get': async (t, w) => {
    // Public by design: the token is the capability. Without it there is nothing to see.
    const guessed = await call(
      t,
      'GET',
      '/api/invitation/get?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      { cookie: w.outsiderCookie },
    );
    expectRefused(guessed.statusCode, guessed.body, [404], w);
  },
  'POST /api/invitation/accept': async (t, w) => {
    const response = await call(t, 'POST', '/api/invitation/accept', {
      cookie: w.outsiderCookie,
      body: { token: w.victimInvitationToken },
    });
    expectRefused(response.statusCode, response.body, [403], w);
    const joined = await t.pool.query(
      `select 1 from workspace_member m join "user" u on u.id = m.user_id where m.workspace_id = $1 and u.email = 'outsider@example.com'`,
      [w.victimWorkspace],
    );
    expect(joined.rowCount).toBe(0);
  },
  'GET /api/user/onboarding': async (t, w) => {
    const response = await call(t, 'GET', '/api/user/onboarding', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expectRefused(response.statusCode, response.body, [403], w);
  },
  'POST /api/user/extension': async (t, w) => {
    // Session route: it records the caller's own extension, never another user's.
    const response = await call(t, 'POST', '/api/user/extension', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: { installed: true },
    });
    expect(response.statusCode).toBe(200);
    const victim = await t.pool.query(
      `select extension_detected_at from "user" where email = 'victim@example.com'`,
    );
    expect(victim.rows[0]).toEqual({ extension_detected_at: null });
  },
  'POST /api/user/welcome': async (t, w) => {
    // Session route: the outsider onboards themself and keeps their own (current) workspace.
    const response = await call(t, 'POST', '/api/user/welcome', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: { first_name: 'Out', last_name: 'Sider', company: 'Victim Talent', role: 'Sourcer' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ role: 'owner' });
    expect(response.body).not.toContain(w.victimWorkspace);
    const victim = await t.pool.query(
      `select first_name, current_company, job_role, has_onboarded from "user" where email = 'victim@example.com'`,
    );
    expect(victim.rows[0]).toEqual({
      first_name: '',
      current_company: '',
      job_role: '',
      has_onboarded: false,
    });
    const outsiderInVictim = await t.pool.query(
      `select 1 from workspace_member m join "user" u on u.id = m.user_id
        where m.workspace_id = $1 and u.email = 'outsider@example.com'`,
      [w.victimWorkspace],
    );
    expect(outsiderInVictim.rowCount).toBe(0);
  },
  'GET /api/subscription/plans': async (t, w) => {
    const response = await call(t, 'GET', '/api/subscription/plans', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expectRefused(response.statusCode, response.body, [403], w);
  },
  'GET /api/subscription/balance': async (t, w) => {
    const response = await call(t, 'GET', '/api/subscription/balance', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expectRefused(response.statusCode, response.body, [403], w);
  },
  'GET /api/subscription/billing-details': async (t, w) => {
    const response = await call(t, 'GET', '/api/subscription/billing-details', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expectRefused(response.statusCode, response.body, [403], w);
  },
  'POST /api/subscription/start-trial': async (t, w) => {
    const response = await call(t, 'POST', '/api/subscription/start-trial', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: {},
    });
    expectRefused(response.statusCode, response.body, [403], w);
    await expectVictimUnbilled(t, w);
  },
  'POST /api/subscription/checkout': async (t, w) => {
    const response = await call(t, 'POST', '/api/subscription/checkout', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: { plan_name: 'pro' },
    });
    expectRefused(response.statusCode, response.body, [403], w);
    await expectVictimUnbilled(t, w);
  },
  'GET /api/communication/ai-call/setting-options': async (t, w) => {
    const response = await call(t, 'GET', '/api/communication/ai-call/setting-options', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expectRefused(response.statusCode, response.body, [403], w);
  },
  'GET /api/communication/email/account/list': async (t, w) => {
    const response = await call(t, 'GET', '/api/communication/email/account/list', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expectRefused(response.statusCode, response.body, [403], w);
  },
  'GET /api/communication/calendar/account/list': async (t, w) => {
    const response = await call(t, 'GET', '/api/communication/calendar/account/list', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expectRefused(response.statusCode, response.body, [403], w);
  },
  'GET /api/communication/linkedin/account/status': async (t, w) => {
    const response = await call(t, 'GET', '/api/communication/linkedin/account/status', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expectRefused(response.statusCode, response.body, [403], w);
  },
  'GET /api/communication/whatsapp/account/status': async (t, w) => {
    const response = await call(t, 'GET', '/api/communication/whatsapp/account/status', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expectRefused(response.statusCode, response.body, [403], w);
  },
  'GET /api/communication/whatsapp-business-api/account/status': async (t, w) => {
    const response = await call(
      t,
      'GET',
      '/api/communication/whatsapp-business-api/account/status',
      { cookie: w.outsiderCookie, workspace: w.victimWorkspace },
    );
    expectRefused(response.statusCode, response.body, [403], w);
  },
  'GET /api/docs': async (t, w) => {
    const response = await call(t, 'GET', '/api/docs', { cookie: w.outsiderCookie });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(w.victimWorkspace);
  },
  'GET /auth/*': async (t, w) => {
    const response = await call(t, 'GET', '/auth/get-session', { cookie: w.outsiderCookie });
    expect(response.json()).toMatchObject({ user: { email: 'outsider@example.com' } });
    expect(response.body).not.toContain('victim@example.com');
  },
  'POST /auth/*': async (t, w) => {
    const response = await call(t, 'POST', '/auth/sign-out', {
      cookie: w.outsiderCookie,
      headers: { origin: 'https://evil.example' },
      body: {},
    });
    expect(response.statusCode).toBe(403);
  },
  // Public (the free tools, decision 029): it reads only the uploaded file and keeps nothing.
  'POST /api/tools/resume-to-email': async (t, w) => {
    const response = await call(t, 'POST', '/api/tools/resume-to-email', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: { job_description: 'Backend engineer' },
    });
    expect([413, 415, 422]).toContain(response.statusCode);
    expect(response.body).not.toContain('victim@example.com');
    expect(response.body).not.toContain(w.victimWorkspace);
  },
  'GET /healthz': async (t) => {
    expect((await call(t, 'GET', '/healthz')).statusCode).toBe(200);
  },
  'GET /readyz': async (t) => {
    expect((await call(t, 'GET', '/readyz')).statusCode).toBe(200);
  },
  // Operators only (decision 053): not served without METRICS_TOKEN, and a session is no token.
  'GET /metrics': async (t, w) => {
    const response = await call(t, 'GET', '/metrics', { cookie: w.outsiderCookie });
    expect([401, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('hirelane_');
  },
  // Development only: the outbox exists when there is no SMTP_URL and NODE_ENV is not production (checked below).
  'GET /dev/outbox': async (t) => {
    expect((await call(t, 'GET', '/dev/outbox')).statusCode).toBe(200);
  },
  'GET /dev/outbox.json': async (t) => {
    expect((await call(t, 'GET', '/dev/outbox.json')).statusCode).toBe(200);
  },
};
