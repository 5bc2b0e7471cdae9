import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  createWorkspaceAs,
  lastMailTo,
  signIn,
  tokenFromMail,
  type TestApp,
} from '../../test/test-app';

/**
 * Walks every route the server registered, calling it as a member of another
 * workspace (the outsider) against the victim's workspace and ids. A route
 * added without a probe here makes this test fail.
 */

type World = {
  victimCookie: string;
  victimWorkspace: string;
  victimMemberId: string;
  victimInvitationId: string;
  victimInvitationToken: string;
  outsiderCookie: string;
  outsiderWorkspace: string;
};

type Probe = (t: TestApp, w: World) => Promise<void>;

const expectRefused = (statusCode: number, body: string, allowed: number[], w: World) => {
  expect(allowed).toContain(statusCode);
  expect(body).not.toContain(w.victimMemberId);
  expect(body).not.toContain('victim@example.com');
};

const PROBES: Record<string, Probe> = {
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
    const response = await call(t, 'POST', '/api/workspace/create', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: { name: 'Outsider side project' },
    });
    expect(response.statusCode).toBe(200);
    const members = await t.pool.query('select 1 from workspace_member where workspace_id = $1', [
      w.victimWorkspace,
    ]);
    expect(members.rowCount).toBe(1);
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
  'POST /api/workspace/members/role': async (t, w) => {
    const body = { member_id: w.victimMemberId, role: 'member' };
    const direct = await call(t, 'POST', '/api/workspace/members/role', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body,
    });
    expectRefused(direct.statusCode, direct.body, [403], w);
    const viaOwnWorkspace = await call(t, 'POST', '/api/workspace/members/role', {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body,
    });
    expectRefused(viaOwnWorkspace.statusCode, viaOwnWorkspace.body, [404], w);
  },
  'POST /api/workspace/members/deactivate': async (t, w) => {
    const body = { member_id: w.victimMemberId };
    const direct = await call(t, 'POST', '/api/workspace/members/deactivate', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body,
    });
    expectRefused(direct.statusCode, direct.body, [403], w);
    const viaOwnWorkspace = await call(t, 'POST', '/api/workspace/members/deactivate', {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body,
    });
    expectRefused(viaOwnWorkspace.statusCode, viaOwnWorkspace.body, [404], w);
  },
  'POST /api/workspace/members/reactivate': async (t, w) => {
    const body = { member_id: w.victimMemberId };
    const direct = await call(t, 'POST', '/api/workspace/members/reactivate', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body,
    });
    expectRefused(direct.statusCode, direct.body, [403], w);
    const viaOwnWorkspace = await call(t, 'POST', '/api/workspace/members/reactivate', {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body,
    });
    expectRefused(viaOwnWorkspace.statusCode, viaOwnWorkspace.body, [404], w);
  },
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
  'POST /api/admin/users/access': async (t, w) => {
    const response = await call(t, 'POST', '/api/admin/users/access', {
      cookie: w.outsiderCookie,
      body: { email: 'victim@example.com', is_allowed: false },
    });
    expectRefused(response.statusCode, response.body, [403], w);
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
    expectRefused(response.statusCode, response.body, [403], w);
  },
  'POST /api/admin/impersonate': async (t, w) => {
    const response = await call(t, 'POST', '/api/admin/impersonate', {
      cookie: w.outsiderCookie,
      body: { email: 'victim@example.com' },
    });
    expectRefused(response.statusCode, response.body, [403], w);
    expect(response.headers['set-cookie']).toBeUndefined();
  },
  'POST /api/admin/impersonate/stop': async (t, w) => {
    const response = await call(t, 'POST', '/api/admin/impersonate/stop', {
      cookie: w.outsiderCookie,
    });
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
  'GET /healthz': async (t) => {
    expect((await call(t, 'GET', '/healthz')).statusCode).toBe(200);
  },
  'GET /readyz': async (t) => {
    expect((await call(t, 'GET', '/readyz')).statusCode).toBe(200);
  },
  // Development only: the outbox exists when there is no SMTP_URL and NODE_ENV is not production (checked below).
  'GET /dev/outbox': async (t) => {
    expect((await call(t, 'GET', '/dev/outbox')).statusCode).toBe(200);
  },
  'GET /dev/outbox.json': async (t) => {
    expect((await call(t, 'GET', '/dev/outbox.json')).statusCode).toBe(200);
  },
};

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await createTestApp();
  const victimCookie = await signIn(t, 'victim@example.com');
  const victimWorkspace = await createWorkspaceAs(t, victimCookie, 'Victim Talent');
  const invite = await call(t, 'POST', '/api/workspace/members/invite', {
    cookie: victimCookie,
    workspace: victimWorkspace,
    body: { emails: ['colleague@example.com'], role: 'admin' },
  });
  const invitation = (invite.json().data as { invitations: Array<{ _id: string }> }).invitations[0];
  const members = await call(t, 'GET', '/api/workspace/members/list', {
    cookie: victimCookie,
    workspace: victimWorkspace,
  });
  const owner = (members.json().data as { active_members: Array<{ _id: string }> })
    .active_members[0];
  const outsiderCookie = await signIn(t, 'outsider@example.com');
  const outsiderWorkspace = await createWorkspaceAs(t, outsiderCookie, 'Outsider Search');
  world = {
    victimCookie,
    victimWorkspace,
    victimMemberId: owner?._id ?? '',
    victimInvitationId: invitation?._id ?? '',
    victimInvitationToken: tokenFromMail(lastMailTo(t, 'colleague@example.com')),
    outsiderCookie,
    outsiderWorkspace,
  };
});

afterAll(async () => {
  await t.close();
});

describe('tenant isolation', () => {
  it('has a probe for every registered route, and no probe for a route that is gone', () => {
    const registered = t.routes.map((route) => `${route.method} ${route.url}`);
    expect(registered.filter((key) => !(key in PROBES))).toEqual([]);
    expect(Object.keys(PROBES).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('refuses the outsider on every route, with no data of the victim', async () => {
    for (const [key, probe] of Object.entries(PROBES)) {
      try {
        await probe(t, world);
      } catch (error) {
        throw new Error(`${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const victimView = await call(t, 'GET', '/api/workspace/members/list', {
      cookie: world.victimCookie,
      workspace: world.victimWorkspace,
    });
    expect(victimView.json().data).toMatchObject({
      active_members: [{ _id: world.victimMemberId, role: 'owner' }],
      invitations: [{ _id: world.victimInvitationId, status: 'pending' }],
    });
  });

  it('answers 401 without a session and 422 without a workspace on every workspace route', async () => {
    for (const route of t.routes.filter((entry) => entry.access === 'workspace')) {
      const anonymous = await call(t, route.method, route.url, {
        workspace: world.victimWorkspace,
        body: route.method === 'GET' ? undefined : {},
      });
      expect(anonymous.statusCode, route.url).toBe(401);
      const noWorkspace = await call(t, route.method, route.url, {
        cookie: world.victimCookie,
        body: route.method === 'GET' ? undefined : {},
      });
      expect(noWorkspace.statusCode, route.url).toBe(422);
    }
  });

  it('registers the dev outbox only without SMTP_URL', async () => {
    const withSmtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      expect(withSmtp.routes.some((route) => route.url.startsWith('/dev/'))).toBe(false);
      expect((await call(withSmtp, 'GET', '/dev/outbox.json')).statusCode).toBe(404);
    } finally {
      await withSmtp.close();
    }
  });
});
