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
import {
  INSIDER_PROBES,
  namesCandidate,
  PROBES,
  type World,
} from '../../test/tenant-isolation-probes';
import { joinWorkspace } from '../../test/workspace-helpers';
import { PARTNER_ACTOR_PROBES } from '../features/partners/partner-isolation-probes.test-kit';
import { joinAsPartner } from '../features/partners/partner.test-kit';
import { createVictimProject } from '../features/projects/project-isolation-world.test-kit';
import { PARTNER_REFUSED } from './access-control';

/**
 * Walks every route the server registered, calling it as a member of another workspace (the
 * outsider) against the victim's workspace and ids. A route added without a probe makes this fail.
 */

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
  const victimProject = await createVictimProject(t, victimCookie, victimWorkspace);
  const insiderCookie = await joinWorkspace(
    t,
    (email) => signIn(t, email, '10.0.0.2'),
    victimCookie,
    victimWorkspace,
    'insider@example.com',
    'member',
  );
  const partnerProject = await call(t, 'POST', '/api/project/create', {
    cookie: victimCookie,
    workspace: victimWorkspace,
    body: { name: 'Partner Desk', job: { title: 'Agency Role' } },
  });
  const partnerProjectId = (partnerProject.json().data as { _id: string })._id;
  const partnerCookie = await joinAsPartner(
    t,
    (email) => signIn(t, email, '10.0.0.3'),
    victimCookie,
    victimWorkspace,
    'partner@agency.example',
    [partnerProjectId],
  );
  const partnerMember = await t.pool.query<{ id: string }>(
    `select id from workspace_member where workspace_id = $1 and role = 'partner'`,
    [victimWorkspace],
  );
  world = {
    ...victimProject,
    partnerCookie,
    partnerMemberId: partnerMember.rows[0]?.id ?? '',
    partnerProjectId,
    victimCookie,
    victimWorkspace,
    victimMemberId: owner?._id ?? '',
    victimInvitationId: invitation?._id ?? '',
    victimInvitationToken: tokenFromMail(lastMailTo(t, 'colleague@example.com')),
    outsiderCookie,
    outsiderWorkspace,
    insiderCookie,
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
      active_members: expect.arrayContaining([
        expect.objectContaining({ _id: world.victimMemberId, role: 'owner' }),
        expect.objectContaining({ role: 'member' }),
      ]) as unknown,
      invitations: [{ _id: world.victimInvitationId, status: 'pending' }],
    });
  });

  it('has a same-workspace probe for every route that names a candidate', () => {
    const registered = t.routes.map((route) => `${route.method} ${route.url}`);
    const naming = registered.filter((key) => namesCandidate(key));
    expect(naming.filter((key) => !(key in INSIDER_PROBES))).toEqual([]);
    expect(Object.keys(INSIDER_PROBES).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it("answers 404 to a member of the same workspace without the candidate's project", async () => {
    for (const [key, probe] of Object.entries(INSIDER_PROBES)) {
      try {
        await probe(t, world);
      } catch (error) {
        throw new Error(`${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  });

  it("refuses the workspace's recruiting partner on every route but the portal's, which show only their reach", async () => {
    const workspaceRoutes = t.routes.filter((route) => route.access === 'workspace');
    const portal = workspaceRoutes.filter(
      (route) => `${route.method} ${route.url}` in PARTNER_ACTOR_PROBES,
    );
    expect(portal.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      Object.keys(PARTNER_ACTOR_PROBES).sort(),
    );
    for (const route of workspaceRoutes) {
      const key = `${route.method} ${route.url}`;
      const probe = PARTNER_ACTOR_PROBES[key];
      try {
        if (probe) {
          await probe(t, world);
          continue;
        }
        // The victim's ids in every path parameter: the refusal comes before any is read.
        const url = route.url.replace(/:[A-Za-z_]+/g, world.victimCandidateId);
        const response = await call(t, route.method, url, {
          cookie: world.partnerCookie,
          workspace: world.victimWorkspace,
          body: route.method === 'GET' ? undefined : {},
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(PARTNER_REFUSED);
        for (const secret of ['Grace Victim', 'grace.victim@example.com', 'Victim Pipeline'])
          expect(response.body).not.toContain(secret);
      } catch (error) {
        throw new Error(`${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    expect(workspaceRoutes.length).toBeGreaterThan(100);
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
