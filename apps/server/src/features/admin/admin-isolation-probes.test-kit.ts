import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';

/** A workspace owner who is not a Hirelane admin gets 403 and nothing of the victim. */
const expectAdminOnly = (statusCode: number, body: string, w: World) => {
  expect(statusCode, body).toBe(403);
  expect(body).not.toContain(w.victimMemberId);
  expect(body).not.toContain('victim@example.com');
};

/** The admin console's routes, called by the outsider (a workspace owner, not an admin). */
export const ADMIN_PROBES: Record<string, (t: TestApp, w: World) => Promise<void>> = {
  'GET /api/admin/users': async (t, w) => {
    const response = await call(t, 'GET', '/api/admin/users?q=victim', {
      cookie: w.outsiderCookie,
    });
    expectAdminOnly(response.statusCode, response.body, w);
  },
  'GET /api/admin/workspaces': async (t, w) => {
    const response = await call(t, 'GET', `/api/admin/workspaces?q=${w.victimWorkspace}`, {
      cookie: w.outsiderCookie,
    });
    expectAdminOnly(response.statusCode, response.body, w);
  },
  'GET /api/admin/audit-log': async (t, w) => {
    const response = await call(t, 'GET', '/api/admin/audit-log', { cookie: w.outsiderCookie });
    expectAdminOnly(response.statusCode, response.body, w);
  },
  'POST /api/admin/users/access': async (t, w) => {
    const response = await call(t, 'POST', '/api/admin/users/access', {
      cookie: w.outsiderCookie,
      body: { email: 'victim@example.com', is_allowed: false },
    });
    expectAdminOnly(response.statusCode, response.body, w);
  },
  'POST /api/admin/workspaces/subscription': async (t, w) => {
    const response = await call(t, 'POST', '/api/admin/workspaces/subscription', {
      cookie: w.outsiderCookie,
      body: {
        workspace_id: w.victimWorkspace,
        plan_name: 'pro',
        plan_status: 'canceled',
        current_period_end: null,
      },
    });
    expectAdminOnly(response.statusCode, response.body, w);
  },
  'POST /api/admin/workspaces/credits': async (t, w) => {
    const response = await call(t, 'POST', '/api/admin/workspaces/credits', {
      cookie: w.outsiderCookie,
      body: { workspace_id: w.victimWorkspace, amount: 1000, reason: 'probe' },
    });
    expectAdminOnly(response.statusCode, response.body, w);
  },
  'POST /api/admin/impersonate': async (t, w) => {
    const response = await call(t, 'POST', '/api/admin/impersonate', {
      cookie: w.outsiderCookie,
      body: { email: 'victim@example.com' },
    });
    expectAdminOnly(response.statusCode, response.body, w);
    expect(response.headers['set-cookie']).toBeUndefined();
  },
  'POST /api/admin/impersonate/stop': async (t, w) => {
    const response = await call(t, 'POST', '/api/admin/impersonate/stop', {
      cookie: w.outsiderCookie,
    });
    expectAdminOnly(response.statusCode, response.body, w);
  },
};
