import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionsForRole } from '@hirelane/domain/workspaces/permissions';
import {
  LAST_OWNER_MESSAGE,
  OWNER_ONLY_MESSAGE,
  SELF_DEACTIVATE_MESSAGE,
} from '@hirelane/domain/workspaces/member-rules';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import {
  call,
  createWorkspaceAs,
  lastMailTo,
  createTestApp,
  type TestApp,
} from '../../../test/test-app';
import * as ws from '../../../test/workspace-helpers';

/** Workspaces: create, list, switch; member roles and status with the last-owner rule. */

const SUBNET = 30;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let signInAs: ws.SignInAs | undefined;
const user = (email: string) => (signInAs ??= ws.rotatingSignIn(t, SUBNET))(email);

const sessionInfo = (cookie: string) => ws.sessionInfoOf(t, cookie);

const listWorkspaces = async (cookie: string) => {
  const response = await call(t, 'GET', '/api/workspace/list', { cookie });
  expect(response.statusCode).toBe(200);
  return response.json().data as Array<{ _id: string; name: string; role: WorkspaceRole }>;
};

const membersOf = (cookie: string, workspace: string) => ws.membersOf(t, cookie, workspace);

const invite = (
  cookie: string,
  workspace: string,
  emails: string[],
  role: WorkspaceRole = 'member',
) => ws.inviteMembers(t, cookie, workspace, emails, role);

const join = (ownerCookie: string, workspace: string, email: string, role: WorkspaceRole) =>
  ws.joinWorkspace(t, user, ownerCookie, workspace, email, role);

const memberId = (cookie: string, workspace: string, email: string) =>
  ws.memberIdOf(t, cookie, workspace, email);

const memberAction = (
  cookie: string,
  workspace: string,
  action: 'role' | 'deactivate' | 'reactivate',
  body: object,
) => call(t, 'POST', `/api/workspace/members/${action}`, { cookie, workspace, body });

const activeOwners = async (workspace: string) =>
  (
    await t.pool.query(
      `select 1 from workspace_member where workspace_id = $1 and role = 'owner' and status = 'active'`,
      [workspace],
    )
  ).rowCount;

describe('create, list and switch', () => {
  it('creates a workspace that becomes current, with the owner permissions of the matrix', async () => {
    const cookie = await user('creator@example.com');
    const created = await call(t, 'POST', '/api/workspace/create', {
      cookie,
      body: { name: '  Acme  ' },
    });
    expect(created.statusCode).toBe(200);
    const data = created.json().data as { _id: string; name: string; role: string };
    expect(data).toEqual({ _id: expect.any(String) as unknown, name: 'Acme', role: 'owner' });

    const info = await sessionInfo(cookie);
    expect(info.profile_info.current_workspace).toEqual({ _id: data._id, name: 'Acme' });
    expect(info.profile_info.permissions).toEqual(permissionsForRole('owner'));
    expect(info.profile_info.subscription_info).toBeNull();
    expect(info.profile_info.member_id).toBe(
      await memberId(cookie, data._id, 'creator@example.com'),
    );
  });

  it('lists only the user’s own workspaces as {_id, name, role}', async () => {
    const cookie = await user('lister@example.com');
    const beta = await createWorkspaceAs(t, cookie, 'Beta');
    const alpha = await createWorkspaceAs(t, cookie, 'Alpha');
    await createWorkspaceAs(t, await user('stranger@example.com'), 'Not mine');
    expect(await listWorkspaces(cookie)).toEqual([
      { _id: alpha, name: 'Alpha', role: 'owner' },
      { _id: beta, name: 'Beta', role: 'owner' },
    ]);
    expect((await call(t, 'GET', '/api/workspace/list')).statusCode).toBe(401);
  });

  it('switches to an own workspace, refuses another user’s and a garbage id with 404', async () => {
    const cookie = await user('switcher@example.com');
    const first = await createWorkspaceAs(t, cookie, 'First');
    const second = await createWorkspaceAs(t, cookie, 'Second');
    expect((await sessionInfo(cookie)).profile_info.current_workspace?._id).toBe(second);

    const ok = await call(t, 'POST', '/api/workspace/switch', {
      cookie,
      body: { workspace: first },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: 'Switched to First.' });
    expect((await sessionInfo(cookie)).profile_info.current_workspace).toEqual({
      _id: first,
      name: 'First',
    });

    const foreign = await createWorkspaceAs(t, await user('other-owner@example.com'), 'Foreign');
    const refused = await call(t, 'POST', '/api/workspace/switch', {
      cookie,
      body: { workspace: foreign },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ success: false, message: 'Workspace not found.' });

    const garbage = await call(t, 'POST', '/api/workspace/switch', {
      cookie,
      body: { workspace: 'not-a-uuid' },
    });
    expect(garbage.statusCode).toBe(404);
    expect(garbage.json()).toMatchObject({ success: false, message: 'Workspace not found.' });
    expect((await sessionInfo(cookie)).profile_info.current_workspace?._id).toBe(first);
  });

  it('answers 422 with field errors for bad names and bad e-mails', async () => {
    const cookie = await user('validator@example.com');
    const empty = await call(t, 'POST', '/api/workspace/create', { cookie, body: { name: '   ' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual([{ path: 'name', message: 'This field is required.' }]);
    const long = await call(t, 'POST', '/api/workspace/create', {
      cookie,
      body: { name: 'x'.repeat(81) },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual([
      { path: 'name', message: 'A workspace name has at most 80 characters.' },
    ]);
    expect(
      (await call(t, 'POST', '/api/workspace/create', { cookie, body: { name: 'x'.repeat(80) } }))
        .statusCode,
    ).toBe(200);
    expect(await listWorkspaces(cookie)).toHaveLength(1);

    const workspace = await createWorkspaceAs(t, cookie, 'Validated');
    const bad = await invite(cookie, workspace, ['fine@example.com', 'not-an-email']);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      { path: 'emails.1', message: 'Please enter a valid e-mail address.' },
    ]);
    const none = await invite(cookie, workspace, []);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual([{ path: 'emails', message: 'This field is required.' }]);
    expect(lastMailTo(t, 'fine@example.com')).toBeUndefined();
  });
});

describe('roles and status', () => {
  it('keeps the last owner, keeps owners for owners, and lets an owner hand over', async () => {
    const owner = await user('solo-owner@example.com');
    const workspace = await createWorkspaceAs(t, owner, 'Handover');
    const ownerId = await memberId(owner, workspace, 'solo-owner@example.com');
    const lastOwner = await memberAction(owner, workspace, 'role', {
      member_id: ownerId,
      role: 'admin',
    });
    expect(lastOwner.statusCode).toBe(403);
    expect(lastOwner.json().message).toBe(LAST_OWNER_MESSAGE);

    const admin = await join(owner, workspace, 'handover-admin@example.com', 'admin');
    await join(owner, workspace, 'handover-member@example.com', 'member');
    const memberMid = await memberId(owner, workspace, 'handover-member@example.com');
    const adminMid = await memberId(owner, workspace, 'handover-admin@example.com');
    const promote = await memberAction(admin, workspace, 'role', {
      member_id: memberMid,
      role: 'owner',
    });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe(OWNER_ONLY_MESSAGE);
    expect(
      (await memberAction(admin, workspace, 'role', { member_id: ownerId, role: 'member' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await memberAction(admin, workspace, 'role', { member_id: memberMid, role: 'admin' }))
        .statusCode,
    ).toBe(200);

    expect(
      (await memberAction(owner, workspace, 'role', { member_id: adminMid, role: 'owner' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await memberAction(owner, workspace, 'role', { member_id: ownerId, role: 'admin' }))
        .statusCode,
    ).toBe(200);
    expect((await sessionInfo(owner)).profile_info.permissions).toEqual(
      permissionsForRole('admin'),
    );
    expect(await listWorkspaces(admin)).toEqual([
      { _id: workspace, name: 'Handover', role: 'owner' },
    ]);
    expect(await activeOwners(workspace)).toBe(1);

    const foreign = await createWorkspaceAs(
      t,
      await user('foreign-owner@example.com'),
      'Elsewhere',
    );
    const foreignId = (
      await t.pool.query<{ id: string }>(
        `select id from workspace_member where workspace_id = $1`,
        [foreign],
      )
    ).rows[0]?.id;
    expect(
      (await memberAction(admin, workspace, 'role', { member_id: foreignId, role: 'member' }))
        .statusCode,
    ).toBe(404);
  });

  it('deactivates a member at once and reactivates; the last owner cannot deactivate themself', async () => {
    const owner = await user('deact-owner@example.com');
    const workspace = await createWorkspaceAs(t, owner, 'Deactivation');
    const member = await join(owner, workspace, 'deact-member@example.com', 'member');
    const mid = await memberId(owner, workspace, 'deact-member@example.com');
    expect((await membersOf(member, workspace)).active_members).toHaveLength(2);

    expect(
      (await memberAction(owner, workspace, 'deactivate', { member_id: mid })).statusCode,
    ).toBe(200);
    const blocked = await call(t, 'GET', '/api/workspace/members/list', {
      cookie: member,
      workspace,
    });
    expect(blocked.statusCode).toBe(403);
    expect(await listWorkspaces(member)).toEqual([]);
    expect((await sessionInfo(member)).profile_info.current_workspace).toBeNull();
    expect(
      (await call(t, 'POST', '/api/workspace/switch', { cookie: member, body: { workspace } }))
        .statusCode,
    ).toBe(404);
    const members = await membersOf(owner, workspace);
    expect(members.active_members.map((m) => m.profile.email)).toEqual(['deact-owner@example.com']);
    expect(members.inactive_members).toEqual([
      {
        _id: mid,
        role: 'member',
        profile: expect.objectContaining({ email: 'deact-member@example.com' }) as unknown,
        deactivated_at: expect.any(String) as unknown,
      },
    ]);

    const ownerId = await memberId(owner, workspace, 'deact-owner@example.com');
    const self = await memberAction(owner, workspace, 'deactivate', { member_id: ownerId });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(SELF_DEACTIVATE_MESSAGE);

    expect(
      (await memberAction(owner, workspace, 'reactivate', { member_id: mid })).statusCode,
    ).toBe(200);
    expect((await membersOf(member, workspace)).inactive_members).toEqual([]);
    expect(await listWorkspaces(member)).toEqual([
      { _id: workspace, name: 'Deactivation', role: 'member' },
    ]);
  });

  it('lets exactly one of two simultaneous owner demotions through', async () => {
    const a = await user('race-a@example.com');
    const workspace = await createWorkspaceAs(t, a, 'Race');
    const b = await join(a, workspace, 'race-b@example.com', 'owner');
    const aId = await memberId(a, workspace, 'race-a@example.com');
    const bId = await memberId(a, workspace, 'race-b@example.com');
    for (let round = 0; round < 4; round += 1) {
      const results = await Promise.all([
        memberAction(a, workspace, 'role', { member_id: bId, role: 'admin' }),
        memberAction(b, workspace, 'role', { member_id: aId, role: 'admin' }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
      expect(results.find((r) => r.statusCode === 403)?.json().message).toMatch(/owner/);
      expect(await activeOwners(workspace)).toBe(1);
      // Put both owners back for the next round.
      await t.pool.query(`update workspace_member set role = 'owner' where workspace_id = $1`, [
        workspace,
      ]);
    }
  });
});
