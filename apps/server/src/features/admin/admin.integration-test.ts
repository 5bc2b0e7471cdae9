import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { DEFAULT_ERROR_MESSAGES } from '@hirelane/domain/http/status';
import {
  call,
  createTestApp,
  createWorkspaceAs,
  sessionCookieFrom,
  type TestApp,
} from '../../../test/test-app';
import { adminTestKit, type AuditRow } from './admin.test-kit';
import { grantAdmin } from './grant-admin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// ---- helpers -------------------------------------------------------------------------------

const LIMITED = 'Access denied: Your account has limited access at the moment';

const { user, admin, post, audit } = adminTestKit(() => t, '10.40');

const sessionInfo = async (cookie: string) => {
  const response = await call(t, 'GET', '/sessioninfo', { cookie });
  expect(response.statusCode).toBe(200);
  return response.json().data as SessionInfo;
};

const setAccess = (cookie: string, email: string, isAllowed: boolean) =>
  post(cookie, '/api/admin/users/access', { email, is_allowed: isAllowed });

const impersonate = async (cookie: string, email: string) => {
  const response = await post(cookie, '/api/admin/impersonate', { email });
  expect(response.statusCode, response.body).toBe(200);
  const proxied = sessionCookieFrom(response);
  if (!proxied) throw new Error('impersonation set no cookie');
  return proxied;
};

const stop = async (cookie: string) => {
  const response = await post(cookie, '/api/admin/impersonate/stop');
  expect(response.statusCode, response.body).toBe(200);
  const own = sessionCookieFrom(response);
  if (!own) throw new Error('stop set no cookie');
  return own;
};

/** The impersonation audit is written after the response; wait for it briefly. */
const eventually = async <T>(read: () => Promise<T[]>, count: number): Promise<T[]> => {
  for (let i = 0; i < 50; i += 1) {
    const rows = await read();
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
};

const adminRoutes: Array<[string, object]> = [
  ['/api/admin/users/access', { email: 'someone@example.com', is_allowed: false }],
  [
    '/api/admin/workspaces/subscription',
    {
      workspace_id: '00000000-0000-4000-8000-000000000000',
      plan_name: 'pro',
      plan_status: 'active',
      current_period_end: null,
    },
  ],
  [
    '/api/admin/workspaces/credits',
    { workspace_id: '00000000-0000-4000-8000-000000000000', amount: 10, reason: 'goodwill' },
  ],
  ['/api/admin/impersonate', { email: 'someone@example.com' }],
  ['/api/admin/impersonate/stop', {}],
];

// ---- tests ---------------------------------------------------------------------------------

describe('admin access', () => {
  it('refuses every admin route to a non-admin (403) and to no session (401), writing nothing', async () => {
    const cookie = await user('plain@example.com');
    await createWorkspaceAs(t, cookie, 'Plain');
    for (const [url, body] of adminRoutes) {
      const response = await post(cookie, url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        message: 'Only administrators can do this.',
      });
      expect((await call(t, 'POST', url, { body })).statusCode, url).toBe(401);
    }
    expect(
      (await t.pool.query(`select 1 from audit_log where actor_email = 'plain@example.com'`))
        .rowCount,
    ).toBe(0);
    expect((await sessionInfo(cookie)).profile_info.is_admin).toBe(false);
  });

  it('grantAdmin makes an existing user admin, and creates a missing account not onboarded', async () => {
    const cookie = await user('promoted@example.com');
    expect(await grantAdmin(t.app.db, 'promoted@example.com')).toEqual({ created: false });
    expect((await sessionInfo(cookie)).profile_info.is_admin).toBe(true);

    expect(await grantAdmin(t.app.db, '  Fresh.Admin@Example.com ')).toEqual({ created: true });
    const fresh = await sessionInfo(await user('fresh.admin@example.com'));
    expect(fresh.email).toBe('fresh.admin@example.com');
    expect(fresh.profile_info).toMatchObject({
      is_admin: true,
      has_onboarded: false,
      is_allowed: true,
      current_workspace: null,
    });
    expect(
      (await t.pool.query(`select 1 from "user" where lower(email) = 'fresh.admin@example.com'`))
        .rowCount,
    ).toBe(1);
    expect(await audit('admin.grant', 'fresh.admin@example.com')).toEqual([
      expect.objectContaining({ actor_user_id: null, actor_email: 'cli', action: 'admin.grant' }),
    ]);
  });
});

describe('user access', () => {
  it('limits a user (407 on /api, sessioninfo still answers), restores, and audits both', async () => {
    const boss = await admin('access-admin@example.com');
    const target = await user('limited@example.com');
    const workspace = await createWorkspaceAs(t, target, 'Limited Co');

    const limited = await setAccess(boss, 'Limited@Example.com', false);
    expect(limited.statusCode).toBe(200);
    expect(limited.json()).toEqual({ success: true, message: 'Access limited.' });
    expect(DEFAULT_ERROR_MESSAGES[407]).toBe(LIMITED);
    for (const response of [
      await call(t, 'GET', '/api/workspace/list', { cookie: target }),
      await call(t, 'GET', '/api/workspace/members/list', { cookie: target, workspace }),
      await call(t, 'POST', '/api/workspace/create', { cookie: target, body: { name: 'Sneaky' } }),
    ]) {
      expect(response.statusCode).toBe(407);
      expect(response.json()).toEqual({ success: false, message: LIMITED });
    }
    const info = await sessionInfo(target);
    expect(info.profile_info.is_allowed).toBe(false);
    expect(info.profile_info.current_workspace?._id).toBe(workspace);
    expect((await t.pool.query(`select 1 from workspace where name = 'Sneaky'`)).rowCount).toBe(0);

    expect((await setAccess(boss, 'limited@example.com', true)).json()).toEqual({
      success: true,
      message: 'Access restored.',
    });
    expect((await call(t, 'GET', '/api/workspace/list', { cookie: target })).statusCode).toBe(200);
    expect((await sessionInfo(target)).profile_info.is_allowed).toBe(true);

    const rows = await audit('user.access.set', 'limited@example.com');
    expect(rows.map((row) => [row.actor_email, row.details.is_allowed])).toEqual([
      ['access-admin@example.com', false],
      ['access-admin@example.com', true],
    ]);
  });

  it('answers 404 for an unknown e-mail and 422 for a malformed one', async () => {
    const boss = await admin('access-admin-2@example.com');
    const unknown = await setAccess(boss, 'ghost@example.com', false);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No account with this e-mail.');
    expect((await setAccess(boss, 'not-an-email', false)).statusCode).toBe(422);
    expect(await audit('user.access.set', 'ghost@example.com')).toEqual([]);
  });
});

describe('workspace subscription', () => {
  it('sets the plan that members see in /sessioninfo; bad status → 422; unknown workspace → 404', async () => {
    const boss = await admin('billing-admin@example.com');
    const owner = await user('customer@example.com');
    const workspace = await createWorkspaceAs(t, owner, 'Customer');
    expect((await sessionInfo(owner)).profile_info.subscription_info).toBeNull();

    const body = {
      workspace_id: workspace,
      plan_name: 'pro',
      plan_status: 'past_due',
      current_period_end: '2030-01-31T12:00:00+02:00',
    };
    const set = await post(boss, '/api/admin/workspaces/subscription', body);
    expect(set.statusCode, set.body).toBe(200);
    expect((await sessionInfo(owner)).profile_info.subscription_info).toEqual({
      plan_name: 'pro',
      plan_status: 'past_due',
      current_period_end: '2030-01-31T10:00:00.000Z',
    });

    const invalid = await post(boss, '/api/admin/workspaces/subscription', {
      ...body,
      plan_status: 'paused',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual([expect.objectContaining({ path: 'plan_status' })]);
    const missing = await post(boss, '/api/admin/workspaces/subscription', {
      ...body,
      workspace_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect((await sessionInfo(owner)).profile_info.subscription_info?.plan_status).toBe('past_due');

    expect(await audit('workspace.subscription.set', workspace)).toEqual([
      expect.objectContaining({
        actor_email: 'billing-admin@example.com',
        details: {
          plan_name: 'pro',
          plan_status: 'past_due',
          current_period_end: '2030-01-31T12:00:00+02:00',
        },
      }),
    ]);
    expect(
      await audit('workspace.subscription.set', '00000000-0000-4000-8000-000000000000'),
    ).toEqual([]);
  });
});

describe('impersonation', () => {
  it('signs the admin in as the user, audits writes, and stop returns to the admin’s own session', async () => {
    const boss = await admin('proxy-admin@example.com', 'Pat', 'Proxy');
    const bossInfo = await sessionInfo(boss);
    const target = await user('target@example.com');

    const proxied = await impersonate(boss, 'Target@Example.com');
    const asTarget = await sessionInfo(proxied);
    expect(asTarget.email).toBe('target@example.com');
    expect(asTarget.profile_info.is_admin).toBe(false);
    expect(asTarget.proxy_login).toBe(true);
    expect(asTarget.proxy_user).toEqual({
      first_name: 'Pat',
      last_name: 'Proxy',
      email: 'proxy-admin@example.com',
    });
    expect((await sessionInfo(target)).proxy_login).toBeUndefined();

    const created = await call(t, 'POST', '/api/workspace/create', {
      cookie: proxied,
      body: { name: 'Made by proxy' },
    });
    expect(created.statusCode).toBe(200);
    const workspace = (created.json().data as { _id: string })._id;
    expect((await call(t, 'GET', '/api/workspace/list', { cookie: target })).json().data).toEqual([
      { _id: workspace, name: 'Made by proxy', role: 'owner' },
    ]);
    // A refused write is logged too.
    expect(
      (await call(t, 'POST', '/api/workspace/create', { cookie: proxied, body: { name: '' } }))
        .statusCode,
    ).toBe(422);
    const writes = await eventually(() => audit('impersonation.request', 'target@example.com'), 2);
    expect(writes.map((row) => [row.actor_email, row.details])).toEqual([
      ['proxy-admin@example.com', { method: 'POST', path: '/api/workspace/create', status: 200 }],
      ['proxy-admin@example.com', { method: 'POST', path: '/api/workspace/create', status: 422 }],
    ]);

    const back = await stop(proxied);
    const own = await sessionInfo(back);
    expect(own.email).toBe('proxy-admin@example.com');
    expect(own.proxy_login).toBeUndefined();
    expect(own.proxy_user).toBeUndefined();
    expect(own.profile_info.is_admin).toBe(true);
    expect(own.profile_info.joined_at).toBe(bossInfo.profile_info.joined_at);
    expect((await call(t, 'GET', '/sessioninfo', { cookie: proxied })).statusCode).toBe(401);
    expect((await sessionInfo(boss)).email).toBe('proxy-admin@example.com');

    expect(await audit('impersonation.start', 'target@example.com')).toEqual([
      expect.objectContaining({ actor_email: 'proxy-admin@example.com' }),
    ]);
    expect(await audit('impersonation.stop', 'target@example.com')).toEqual([
      expect.objectContaining({ actor_email: 'proxy-admin@example.com' }),
    ]);
    // Only writes are logged: the GETs made while impersonating left no row.
    const all = await eventually(() => audit('impersonation.request', 'target@example.com'), 3);
    expect(all.map((row) => `${String(row.details.method)} ${String(row.details.path)}`)).toEqual([
      'POST /api/workspace/create',
      'POST /api/workspace/create',
      'POST /api/admin/impersonate/stop',
    ]);
  });

  it('can impersonate a limited user and still stop', async () => {
    const boss = await admin('proxy-admin-2@example.com');
    await user('limited-target@example.com');
    expect((await setAccess(boss, 'limited-target@example.com', false)).statusCode).toBe(200);

    const proxied = await impersonate(boss, 'limited-target@example.com');
    const info = await sessionInfo(proxied);
    expect(info).toMatchObject({
      email: 'limited-target@example.com',
      proxy_login: true,
      profile_info: { is_allowed: false },
    });
    expect((await call(t, 'GET', '/api/workspace/list', { cookie: proxied })).statusCode).toBe(407);

    const back = await stop(proxied);
    expect((await sessionInfo(back)).email).toBe('proxy-admin-2@example.com');
    expect((await call(t, 'GET', '/api/workspace/list', { cookie: back })).statusCode).toBe(200);
  });

  it('refuses unknown users, self-impersonation, nesting, and stop without impersonation', async () => {
    const boss = await admin('proxy-admin-3@example.com');
    await user('nested@example.com');
    await user('nested-2@example.com');
    expect(
      (await post(boss, '/api/admin/impersonate', { email: 'nobody@example.com' })).statusCode,
    ).toBe(404);
    expect(
      (await post(boss, '/api/admin/impersonate', { email: 'proxy-admin-3@example.com' }))
        .statusCode,
    ).toBe(422);
    expect((await post(boss, '/api/admin/impersonate/stop')).statusCode).toBe(422);
    const proxied = await impersonate(boss, 'nested@example.com');
    expect(
      (await post(proxied, '/api/admin/impersonate', { email: 'nested-2@example.com' })).statusCode,
    ).toBe(422);
    expect(await audit('impersonation.start', 'nobody@example.com')).toEqual([]);
    expect(await audit('impersonation.start', 'nested-2@example.com')).toEqual([]);
  });

  it('wrote an audit row with actor, action and target for every admin action', async () => {
    const rows = (
      await t.pool.query<AuditRow>(
        `select actor_user_id, actor_email, action, target, details from audit_log where action <> 'admin.grant'`,
      )
    ).rows;
    expect(new Set(rows.map((row) => row.action))).toEqual(
      new Set([
        'user.access.set',
        'workspace.subscription.set',
        'impersonation.start',
        'impersonation.request',
        'impersonation.stop',
      ]),
    );
    for (const row of rows) {
      expect(row.actor_email).toMatch(
        /^proxy-admin(-\d)?@example\.com$|^access-admin@example\.com$|^billing-admin@example\.com$/,
      );
      expect(row.actor_user_id).toEqual(expect.any(String));
      expect(row.target).not.toBe('');
    }
  });
});
