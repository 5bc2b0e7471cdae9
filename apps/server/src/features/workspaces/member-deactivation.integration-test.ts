import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELF_DEACTIVATE_MESSAGE } from '@hirelane/domain/workspaces/member-rules';
import { permissionsForRole } from '@hirelane/domain/workspaces/permissions';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import { call, createTestApp, createWorkspaceAs, type TestApp } from '../../../test/test-app';
import * as ws from '../../../test/workspace-helpers';

/** Settings > Team: deactivation and reactivation, and access that ends at once. */

const SUBNET = 33;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let signInAs: ws.SignInAs | undefined;
const user = (email: string) => (signInAs ??= ws.rotatingSignIn(t, SUBNET))(email);

const join = (ownerCookie: string, workspace: string, email: string, role: WorkspaceRole) =>
  ws.joinWorkspace(t, user, ownerCookie, workspace, email, role);

const memberAction = (
  cookie: string,
  workspace: string,
  action: 'role' | 'deactivate' | 'reactivate',
  body: object,
) => call(t, 'POST', `/api/workspace/members/${action}`, { cookie, workspace, body });

const memberRow = async (memberId: string) =>
  (
    await t.pool.query<{ status: string; deactivated_at: Date | null }>(
      'select status, deactivated_at from workspace_member where id = $1',
      [memberId],
    )
  ).rows[0];

describe('deactivating and reactivating', () => {
  let owner: string;
  let workspace: string;
  beforeAll(async () => {
    owner = await user('status-owner@example.com');
    workspace = await createWorkspaceAs(t, owner, 'Status Co');
  });

  it('stamps deactivated_at, lists it, and clears it on reactivation', async () => {
    await join(owner, workspace, 'stamped@example.com', 'member');
    const id = await ws.memberIdOf(t, owner, workspace, 'stamped@example.com');
    expect(await memberRow(id)).toEqual({ status: 'active', deactivated_at: null });

    expect((await memberAction(owner, workspace, 'deactivate', { member_id: id })).statusCode).toBe(
      200,
    );
    const row = await memberRow(id);
    expect(row?.status).toBe('inactive');
    expect(row?.deactivated_at).toBeInstanceOf(Date);
    const listed = (await ws.membersOf(t, owner, workspace)).inactive_members;
    expect(listed).toEqual([
      expect.objectContaining({
        _id: id,
        deactivated_at: row?.deactivated_at?.toISOString(),
      }) as unknown,
    ]);

    // A second deactivation changes nothing, not even the date.
    expect((await memberAction(owner, workspace, 'deactivate', { member_id: id })).statusCode).toBe(
      200,
    );
    expect((await memberRow(id))?.deactivated_at).toEqual(row?.deactivated_at);

    expect((await memberAction(owner, workspace, 'reactivate', { member_id: id })).statusCode).toBe(
      200,
    );
    expect(await memberRow(id)).toEqual({ status: 'active', deactivated_at: null });
  });

  it('never lets anyone deactivate themself', async () => {
    const admin = await join(owner, workspace, 'self-admin@example.com', 'admin');
    const adminId = await ws.memberIdOf(t, owner, workspace, 'self-admin@example.com');
    const refused = await memberAction(admin, workspace, 'deactivate', { member_id: adminId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SELF_DEACTIVATE_MESSAGE);
    expect((await memberRow(adminId))?.status).toBe('active');

    const ownerId = await ws.memberIdOf(t, owner, workspace, 'status-owner@example.com');
    await join(owner, workspace, 'co-owner@example.com', 'owner');
    const ownerSelf = await memberAction(owner, workspace, 'deactivate', { member_id: ownerId });
    expect(ownerSelf.statusCode).toBe(403);
    expect(ownerSelf.json().message).toBe(SELF_DEACTIVATE_MESSAGE);
  });

  it('keeps every member change to owners and admins', async () => {
    const member = await join(owner, workspace, 'plain-member@example.com', 'member');
    await join(owner, workspace, 'target@example.com', 'member');
    const targetId = await ws.memberIdOf(t, owner, workspace, 'target@example.com');
    for (const [action, body] of [
      ['role', { member_id: targetId, role: 'admin' }],
      ['deactivate', { member_id: targetId }],
      ['reactivate', { member_id: targetId }],
    ] as const) {
      const response = await memberAction(member, workspace, action, body);
      expect(response.statusCode, action).toBe(403);
    }
    expect(await memberRow(targetId)).toEqual({ status: 'active', deactivated_at: null });

    const admin = await join(owner, workspace, 'acting-admin@example.com', 'admin');
    expect(
      (await memberAction(admin, workspace, 'deactivate', { member_id: targetId })).statusCode,
    ).toBe(200);
    expect(
      (await memberAction(admin, workspace, 'reactivate', { member_id: targetId })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for another workspace’s member on every member write', async () => {
    const stranger = await user('status-stranger@example.com');
    const own = await createWorkspaceAs(t, stranger, 'Elsewhere Ltd');
    await join(owner, workspace, 'victim-member@example.com', 'member');
    const victimId = await ws.memberIdOf(t, owner, workspace, 'victim-member@example.com');
    for (const [action, body] of [
      ['role', { member_id: victimId, role: 'admin' }],
      ['deactivate', { member_id: victimId }],
      ['reactivate', { member_id: victimId }],
    ] as const) {
      expect((await memberAction(stranger, own, action, body)).statusCode, action).toBe(404);
      expect((await memberAction(stranger, workspace, action, body)).statusCode, action).toBe(403);
    }
    expect(await memberRow(victimId)).toEqual({ status: 'active', deactivated_at: null });
    const unknown = await memberAction(owner, workspace, 'deactivate', { member_id: randomUUID() });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses to invite a deactivated member again, saying to reactivate them', async () => {
    await join(owner, workspace, 'dormant@example.com', 'member');
    const id = await ws.memberIdOf(t, owner, workspace, 'dormant@example.com');
    await memberAction(owner, workspace, 'deactivate', { member_id: id });
    const response = await ws.inviteMembers(t, owner, workspace, ['dormant@example.com']);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      {
        path: 'emails',
        message:
          'dormant@example.com is a deactivated member: reactivate them in the team list instead.',
      },
    ]);
  });
});

describe('a deactivated member loses access at once', () => {
  it('answers 403 on every workspace route, falls back to their own workspace, and comes back on reactivation', async () => {
    const owner = await user('gate-owner@example.com');
    const workspace = await createWorkspaceAs(t, owner, 'Gatekeepers');
    const mate = await user('gate-mate@example.com');
    const mateOwn = await createWorkspaceAs(t, mate, 'Zeta Mate Studio');
    const token = await ws.inviteToken(t, owner, workspace, 'gate-mate@example.com', 'admin');
    expect((await ws.acceptInvitation(t, mate, token)).statusCode).toBe(200);
    expect((await ws.sessionInfoOf(t, mate)).profile_info.current_workspace?._id).toBe(workspace);

    const created = await call(t, 'POST', '/api/project/create', {
      cookie: owner,
      workspace,
      body: { name: 'Gate project', job: { title: 'Engineer' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const projectId = (created.json().data as { _id: string })._id;
    const projectPath = `/api/project/get/${projectId}`;
    expect((await call(t, 'GET', projectPath, { cookie: mate, workspace })).statusCode).toBe(200);

    const mateId = await ws.memberIdOf(t, owner, workspace, 'gate-mate@example.com');
    // The session is read before the deactivation, as a page open in the mate's browser would be.
    expect((await ws.membersOf(t, mate, workspace)).active_members).toHaveLength(2);
    expect(
      (await memberAction(owner, workspace, 'deactivate', { member_id: mateId })).statusCode,
    ).toBe(200);

    expect((await call(t, 'GET', projectPath, { cookie: mate, workspace })).statusCode).toBe(403);
    const workspaceRoutes = t.routes.filter((route) => route.access === 'workspace');
    expect(workspaceRoutes.length).toBeGreaterThan(20);
    for (const route of workspaceRoutes) {
      const path = route.url.replace(/:[A-Za-z_]+\??/g, randomUUID()).replace(/\*/g, 'x');
      const response = await call(t, route.method, path, {
        cookie: mate,
        workspace,
        ...(route.method === 'GET' ? {} : { body: {} }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.body).not.toContain('gate-owner@example.com');
    }

    const info = await ws.sessionInfoOf(t, mate);
    expect(info.profile_info.current_workspace).toEqual({ _id: mateOwn, name: 'Zeta Mate Studio' });
    expect(info.profile_info.permissions).toEqual(permissionsForRole('owner'));
    const current = await t.pool.query<{ current_workspace_id: string }>(
      `select current_workspace_id from "user" where email = 'gate-mate@example.com'`,
    );
    expect(current.rows[0]?.current_workspace_id).toBe(mateOwn);
    const list = await call(t, 'GET', '/api/workspace/list', { cookie: mate });
    expect(list.json().data).toEqual([{ _id: mateOwn, name: 'Zeta Mate Studio', role: 'owner' }]);
    // Their own workspace keeps working.
    expect(
      (await call(t, 'GET', '/api/project/list', { cookie: mate, workspace: mateOwn })).statusCode,
    ).toBe(200);

    expect(
      (await memberAction(owner, workspace, 'reactivate', { member_id: mateId })).statusCode,
    ).toBe(200);
    expect((await call(t, 'GET', projectPath, { cookie: mate, workspace })).statusCode).toBe(200);
    // Reactivation does not pull them back: they stay where they are until they switch.
    expect((await ws.sessionInfoOf(t, mate)).profile_info.current_workspace?._id).toBe(mateOwn);
    expect(
      (await call(t, 'POST', '/api/workspace/switch', { cookie: mate, body: { workspace } }))
        .statusCode,
    ).toBe(200);
  });

  it('leaves a member without another workspace with none current', async () => {
    const owner = await user('lone-owner@example.com');
    const workspace = await createWorkspaceAs(t, owner, 'Only Home');
    const mate = await join(owner, workspace, 'lone-mate@example.com', 'member');
    const mateId = await ws.memberIdOf(t, owner, workspace, 'lone-mate@example.com');
    await memberAction(owner, workspace, 'deactivate', { member_id: mateId });
    const info = await ws.sessionInfoOf(t, mate);
    expect(info.profile_info.current_workspace).toBeNull();
    expect(info.profile_info.permissions).toEqual([]);
    expect(info.profile_info.member_id).toBeNull();
    expect(
      (await call(t, 'GET', '/api/workspace/members/list', { cookie: mate, workspace })).statusCode,
    ).toBe(403);
  });
});
