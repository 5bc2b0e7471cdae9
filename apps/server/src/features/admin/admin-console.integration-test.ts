import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, AdminWorkspace, AuditEntry } from '@hirelane/domain/admin/admin.schema';
import {
  call,
  createTestApp,
  createWorkspaceAs,
  sessionCookieFrom,
  signIn,
  type TestApp,
} from '../../../test/test-app';
import { grantAdmin } from './grant-admin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let signIns = 0;
const user = (email: string) => signIn(t, email, `10.41.${Math.floor(signIns++ / 10)}.1`);

const admin = async (email: string) => {
  await grantAdmin(t.app.db, email);
  return user(email);
};

type Paged<T> = { items: T[]; total: number; page: number; page_size: number };

const get = async <T>(cookie: string, url: string): Promise<Paged<T>> => {
  const response = await call(t, 'GET', url, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Paged<T>;
};

const post = (cookie: string, url: string, body: object = {}) =>
  call(t, 'POST', url, { cookie, body });

const readRoutes = ['/api/admin/users?q=a', '/api/admin/workspaces?q=a', '/api/admin/audit-log'];

describe('admin console reads', () => {
  it('are refused to a non-admin (403) and without a session (401)', async () => {
    const cookie = await user('console-plain@example.com');
    await createWorkspaceAs(t, cookie, 'Console plain');
    for (const url of readRoutes) {
      const refused = await call(t, 'GET', url, { cookie });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({
        success: false,
        message: 'Only administrators can do this.',
      });
      expect((await call(t, 'GET', url)).statusCode, url).toBe(401);
    }
  });

  it('finds users by e-mail or name with their workspaces, a page at a time', async () => {
    const adminCookie = await admin('console-admin-1@example.com');
    const ownerCookie = await user('finder-owner@example.com');
    await t.pool.query(
      `update "user" set first_name = 'Grace', last_name = 'Hopper' where email = $1`,
      ['finder-owner@example.com'],
    );
    const workspace = await createWorkspaceAs(t, ownerCookie, 'Finder Co');
    await t.pool.query(
      `insert into "user" (id, email) select 'pager-' || n, 'pager-' || lpad(n::text, 2, '0') || '@example.com'
         from generate_series(1, 25) n`,
    );

    const byName = await get<AdminUser>(adminCookie, '/api/admin/users?q=grace%20hop');
    expect(byName).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(byName.items).toEqual([
      expect.objectContaining({
        email: 'finder-owner@example.com',
        first_name: 'Grace',
        last_name: 'Hopper',
        is_allowed: true,
        is_admin: false,
        workspaces: [{ _id: workspace, name: 'Finder Co', role: 'owner' }],
      }),
    ]);

    const first = await get<AdminUser>(adminCookie, '/api/admin/users?q=pager-');
    expect(first.total).toBe(25);
    expect(first.items.map((item) => item.email)[0]).toBe('pager-01@example.com');
    expect(first.items).toHaveLength(20);
    const second = await get<AdminUser>(adminCookie, '/api/admin/users?q=pager-&page=2');
    expect(second.items.map((item) => item.email)).toEqual(
      [21, 22, 23, 24, 25].map((n) => `pager-${n}@example.com`),
    );
    // LIKE wildcards in the search are taken literally.
    expect((await get<AdminUser>(adminCookie, '/api/admin/users?q=%25')).total).toBe(0);
    expect(
      (await call(t, 'GET', '/api/admin/users?page=0', { cookie: adminCookie })).statusCode,
    ).toBe(422);
  });

  it('finds workspaces by name or owner e-mail with owner, plan, status and member count', async () => {
    const adminCookie = await admin('console-admin-2@example.com');
    const ownerCookie = await user('ws-owner@example.com');
    const workspace = await createWorkspaceAs(t, ownerCookie, 'Acme Recruiting');
    await t.pool.query(
      `update workspace set plan_name = 'pro', plan_status = 'past_due' where id = $1`,
      [workspace],
    );
    const expected = {
      _id: workspace,
      name: 'Acme Recruiting',
      owner_email: 'ws-owner@example.com',
      plan_name: 'pro',
      plan_status: 'past_due',
      current_period_end: null,
      members: 1,
    };
    expect((await get<AdminWorkspace>(adminCookie, '/api/admin/workspaces?q=acme')).items).toEqual([
      expected,
    ]);
    expect(
      (await get<AdminWorkspace>(adminCookie, '/api/admin/workspaces?q=ws-owner@')).items,
    ).toEqual([expected]);
    expect(
      (await get<AdminWorkspace>(adminCookie, `/api/admin/workspaces?q=${workspace}`)).items,
    ).toEqual([expected]);
  });
});

describe('admin console actions', () => {
  it('audits every action with actor, target and reason, listed newest first', async () => {
    const adminCookie = await admin('console-admin-3@example.com');
    const targetCookie = await user('console-target@example.com');
    const workspace = await createWorkspaceAs(t, targetCookie, 'Audited Co');

    const restricted = await post(adminCookie, '/api/admin/users/access', {
      email: 'console-target@example.com',
      is_allowed: false,
      reason: 'Chargeback under review',
    });
    expect(restricted.statusCode, restricted.body).toBe(200);
    expect(
      (
        await post(adminCookie, '/api/admin/users/access', {
          email: 'console-target@example.com',
          is_allowed: true,
          reason: 'Chargeback resolved',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post(adminCookie, '/api/admin/workspaces/subscription', {
          workspace_id: workspace,
          plan_name: 'enterprise',
          plan_status: 'active',
          current_period_end: null,
          reason: 'Signed contract',
        })
      ).statusCode,
    ).toBe(200);
    const impersonated = await post(adminCookie, '/api/admin/impersonate', {
      email: 'console-target@example.com',
      reason: 'Ticket 42: cannot see pipeline',
    });
    expect(impersonated.statusCode, impersonated.body).toBe(200);
    const proxied = sessionCookieFrom(impersonated)!;
    expect((await post(proxied, '/api/admin/impersonate/stop')).statusCode).toBe(200);

    const log = await get<AuditEntry>(adminCookie, '/api/admin/audit-log');
    // Writes made while impersonating (impersonation.request, the stop's own request included) are
    // logged after their answer, so whether that row is in yet is a race: admin.integration-test
    // asserts them; here only the console's own actions count.
    const mine = log.items.filter(
      (entry) =>
        entry.actor_email === 'console-admin-3@example.com' &&
        entry.action !== 'impersonation.request',
    );
    expect(mine.map(({ action, target, reason }) => ({ action, target, reason }))).toEqual([
      { action: 'impersonation.stop', target: 'console-target@example.com', reason: '' },
      {
        action: 'impersonation.start',
        target: 'console-target@example.com',
        reason: 'Ticket 42: cannot see pipeline',
      },
      { action: 'workspace.subscription.set', target: workspace, reason: 'Signed contract' },
      {
        action: 'user.access.set',
        target: 'console-target@example.com',
        reason: 'Chargeback resolved',
      },
      {
        action: 'user.access.set',
        target: 'console-target@example.com',
        reason: 'Chargeback under review',
      },
    ]);
    expect(mine[2]?.details).toMatchObject({ plan_name: 'enterprise', plan_status: 'active' });
    expect(Date.parse(mine[0]!.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('writes no audit row when the action fails, and refuses an over-long reason', async () => {
    const adminCookie = await admin('console-admin-4@example.com');
    const missing = await post(adminCookie, '/api/admin/users/access', {
      email: 'nobody-here@example.com',
      is_allowed: false,
      reason: 'Spam',
    });
    expect(missing.statusCode).toBe(404);
    const tooLong = await post(adminCookie, '/api/admin/users/access', {
      email: 'console-admin-4@example.com',
      is_allowed: false,
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(422);
    const rows = await t.pool.query(
      `select action from audit_log where actor_email = 'console-admin-4@example.com'`,
    );
    expect(rows.rows).toEqual([]);
  });
});
