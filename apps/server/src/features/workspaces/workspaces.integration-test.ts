import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { permissionsForRole } from '@hirelane/domain/workspaces/permissions';
import { LAST_OWNER_MESSAGE, OWNER_ONLY_MESSAGE } from '@hirelane/domain/workspaces/member-rules';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import type { Invitation, WorkspaceMember } from '@hirelane/domain/workspaces/workspace.schema';
import {
  call,
  createTestApp,
  createWorkspaceAs,
  lastMailTo,
  signIn,
  tokenFromMail,
  type TestApp,
} from '../../../test/test-app';
import { INVITATION_MESSAGES } from './preview-invitation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// ---- helpers -------------------------------------------------------------------------------

type Members = {
  active_members: WorkspaceMember[];
  inactive_members: WorkspaceMember[];
  invitations: Invitation[];
};

let signIns = 0;
/** Signs in with a fresh IP every 10 sign-ins, well below the per-IP limit. */
const user = (email: string) => signIn(t, email, `10.30.${Math.floor(signIns++ / 10)}.1`);

const sessionInfo = async (cookie: string) => {
  const response = await call(t, 'GET', '/sessioninfo', { cookie });
  expect(response.statusCode).toBe(200);
  return response.json().data as SessionInfo;
};

const listWorkspaces = async (cookie: string) => {
  const response = await call(t, 'GET', '/api/workspace/list', { cookie });
  expect(response.statusCode).toBe(200);
  return response.json().data as Array<{ _id: string; name: string; role: WorkspaceRole }>;
};

const membersOf = async (cookie: string, workspace: string): Promise<Members> => {
  const response = await call(t, 'GET', '/api/workspace/members/list', { cookie, workspace });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Members;
};

const invite = (
  cookie: string,
  workspace: string,
  emails: string[],
  role: WorkspaceRole = 'member',
) =>
  call(t, 'POST', '/api/workspace/members/invite', { cookie, workspace, body: { emails, role } });

/** Invites one address and returns the token from the invitation mail. */
const inviteToken = async (
  cookie: string,
  workspace: string,
  email: string,
  role: WorkspaceRole = 'member',
) => {
  const response = await invite(cookie, workspace, [email], role);
  expect(response.statusCode, response.body).toBe(200);
  const mail = lastMailTo(t, email);
  expect(mail?.text).toMatch(/http:\/\/localhost:3000\/invite\?token=[A-Za-z0-9_-]{43}/);
  return tokenFromMail(mail);
};

const preview = (token: string) => call(t, 'GET', `/api/invitation/get?token=${token}`);
const accept = (cookie: string, token: string) =>
  call(t, 'POST', '/api/invitation/accept', { cookie, body: { token } });

/** Invites `email` with `role`, signs them in and accepts; returns their cookie. */
const join = async (ownerCookie: string, workspace: string, email: string, role: WorkspaceRole) => {
  const token = await inviteToken(ownerCookie, workspace, email, role);
  const cookie = await user(email);
  expect((await accept(cookie, token)).statusCode).toBe(200);
  return cookie;
};

const memberId = async (cookie: string, workspace: string, email: string) => {
  const { active_members, inactive_members } = await membersOf(cookie, workspace);
  const found = [...active_members, ...inactive_members].find(
    (member) => member.profile.email === email,
  );
  if (!found) throw new Error(`${email} is not a member`);
  return found._id;
};

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

// ---- tests ---------------------------------------------------------------------------------

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

describe('members and invitations', () => {
  let owner: string;
  let workspace: string;
  beforeAll(async () => {
    owner = await user('team-owner@example.com');
    workspace = await createWorkspaceAs(t, owner, 'Team');
  });

  it('lists members with the project-member shape', async () => {
    expect(await membersOf(owner, workspace)).toEqual({
      active_members: [
        {
          _id: expect.any(String) as unknown,
          role: 'owner',
          profile: {
            first_name: '',
            last_name: '',
            email: 'team-owner@example.com',
            photo: '/images/default-user.svg',
          },
        },
      ],
      inactive_members: [],
      invitations: [],
    });
  });

  it('invites by mail, lists the invitation, and a re-invite replaces the pending one', async () => {
    const firstToken = await inviteToken(owner, workspace, 'New.Hire@Example.com', 'admin');
    const mail = lastMailTo(t, 'new.hire@example.com');
    expect(mail?.subject).toMatch(/invited you to Team/);
    let { invitations } = await membersOf(owner, workspace);
    expect(invitations).toEqual([
      expect.objectContaining({
        email: 'new.hire@example.com',
        role: 'admin',
        status: 'pending',
        invited_by: expect.objectContaining({ email: 'team-owner@example.com' }) as unknown,
      }),
    ]);

    const secondToken = await inviteToken(owner, workspace, 'new.hire@example.com', 'member');
    ({ invitations } = await membersOf(owner, workspace));
    expect(invitations.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: 'new.hire@example.com', role: 'member' },
    ]);
    expect((await preview(firstToken)).statusCode).toBe(410);
    const shown = await preview(secondToken);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      workspace_name: 'Team',
      email: 'new.hire@example.com',
      role: 'member',
      invited_by: { email: 'team-owner@example.com' },
    });
  });

  it('refuses to invite an existing member, naming the address, and writes nothing for the whole batch', async () => {
    const mailsBefore = t.mails.length;
    const response = await invite(owner, workspace, [
      'batch-fresh@example.com',
      'Team-Owner@example.com',
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('team-owner@example.com');
    expect(response.json().errors).toEqual([
      { path: 'emails', message: 'team-owner@example.com is already a member.' },
    ]);
    const rows = await t.pool.query(
      `select 1 from workspace_invitation where email = 'batch-fresh@example.com'`,
    );
    expect(rows.rowCount).toBe(0);
    expect(t.mails.length).toBe(mailsBefore);
  });

  it('lets an admin invite members but not owners, and a member not at all', async () => {
    const admin = await join(owner, workspace, 'team-admin@example.com', 'admin');
    const member = await join(owner, workspace, 'team-member@example.com', 'member');
    const asOwner = await invite(admin, workspace, ['would-be-owner@example.com'], 'owner');
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.json().message).toBe('Only an owner can invite an owner.');
    expect((await invite(admin, workspace, ['by-admin@example.com'], 'member')).statusCode).toBe(
      200,
    );
    const byMember = await invite(member, workspace, ['by-member@example.com']);
    expect(byMember.statusCode).toBe(403);
    const emails = (await membersOf(owner, workspace)).invitations.map(
      (invitation) => invitation.email,
    );
    expect(emails).toContain('by-admin@example.com');
    expect(emails).not.toContain('would-be-owner@example.com');
    expect(emails).not.toContain('by-member@example.com');
  });

  it('previews without a session; unknown → 404, expired/revoked/accepted → 410 with a clear message', async () => {
    const unknown = await preview('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(INVITATION_MESSAGES.unknown);

    const expiring = await inviteToken(owner, workspace, 'late@example.com');
    expect((await preview(expiring)).statusCode).toBe(200);
    await t.pool.query(
      `update workspace_invitation set expires_at = now() - interval '1 minute' where email = 'late@example.com'`,
    );
    const expired = await preview(expiring);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(INVITATION_MESSAGES.expired);
    expect((await accept(await user('late@example.com'), expiring)).statusCode).toBe(410);

    const revokedToken = await inviteToken(owner, workspace, 'revoked@example.com');
    const pending = (await membersOf(owner, workspace)).invitations.find(
      (i) => i.email === 'revoked@example.com',
    );
    const revoke = await call(t, 'POST', '/api/workspace/invitations/revoke', {
      cookie: owner,
      workspace,
      body: { invitation_id: pending?._id },
    });
    expect(revoke.statusCode).toBe(200);
    const revoked = await preview(revokedToken);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().message).toBe(INVITATION_MESSAGES.revoked);
    expect((await membersOf(owner, workspace)).invitations.map((i) => i.email)).not.toContain(
      'revoked@example.com',
    );
    const again = await call(t, 'POST', '/api/workspace/invitations/revoke', {
      cookie: owner,
      workspace,
      body: { invitation_id: pending?._id },
    });
    expect(again.statusCode).toBe(404);

    const usedToken = await inviteToken(owner, workspace, 'used@example.com');
    expect((await accept(await user('used@example.com'), usedToken)).statusCode).toBe(200);
    const used = await preview(usedToken);
    expect(used.statusCode).toBe(410);
    expect(used.json().message).toBe(INVITATION_MESSAGES.accepted);
  });

  it('does not let another workspace revoke this workspace’s invitation', async () => {
    await inviteToken(owner, workspace, 'kept@example.com');
    const id = (await membersOf(owner, workspace)).invitations.find(
      (i) => i.email === 'kept@example.com',
    )?._id;
    const intruder = await user('intruder@example.com');
    const own = await createWorkspaceAs(t, intruder, 'Intruder Inc');
    const response = await call(t, 'POST', '/api/workspace/invitations/revoke', {
      cookie: intruder,
      workspace: own,
      body: { invitation_id: id },
    });
    expect(response.statusCode).toBe(404);
    expect((await membersOf(owner, workspace)).invitations.map((i) => i.email)).toContain(
      'kept@example.com',
    );
  });

  it('accepts with the invited role and makes it current; wrong address → 403; second accept → 410', async () => {
    const token = await inviteToken(owner, workspace, 'joiner@example.com', 'admin');
    expect((await accept('', token)).statusCode).toBe(401);

    const wrong = await user('not-the-joiner@example.com');
    const refused = await accept(wrong, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('joiner@example.com');
    expect(await listWorkspaces(wrong)).toEqual([]);

    const joiner = await user('joiner@example.com');
    await createWorkspaceAs(t, joiner, 'Own place');
    const joined = await accept(joiner, token);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data).toEqual({ _id: workspace, name: 'Team', role: 'admin' });
    const info = await sessionInfo(joiner);
    expect(info.profile_info.current_workspace).toEqual({ _id: workspace, name: 'Team' });
    expect(info.profile_info.permissions).toEqual(permissionsForRole('admin'));
    const members = await membersOf(owner, workspace);
    expect(members.active_members.find((m) => m.profile.email === 'joiner@example.com')?.role).toBe(
      'admin',
    );
    expect(members.invitations.map((i) => i.email)).not.toContain('joiner@example.com');

    const second = await accept(joiner, token);
    expect(second.statusCode).toBe(410);
    expect(second.json().message).toBe(INVITATION_MESSAGES.accepted);
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

  it('deactivates a member at once and reactivates; the last owner cannot be deactivated', async () => {
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
      },
    ]);

    const ownerId = await memberId(owner, workspace, 'deact-owner@example.com');
    const self = await memberAction(owner, workspace, 'deactivate', { member_id: ownerId });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(LAST_OWNER_MESSAGE);

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
