import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionsForRole } from '@hirelane/domain/workspaces/permissions';
import { INVITATION_MESSAGES } from './preview-invitation';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import {
  call,
  createWorkspaceAs,
  lastMailTo,
  createTestApp,
  type TestApp,
} from '../../../test/test-app';
import * as ws from '../../../test/workspace-helpers';

/** Members list and invitations: invite, preview, accept, revoke. */

const SUBNET = 31;

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

const inviteToken = (
  cookie: string,
  workspace: string,
  email: string,
  role: WorkspaceRole = 'member',
) => ws.inviteToken(t, cookie, workspace, email, role);

const preview = (token: string) => call(t, 'GET', `/api/invitation/get?token=${token}`);

const accept = (cookie: string, token: string) => ws.acceptInvitation(t, cookie, token);

const join = (ownerCookie: string, workspace: string, email: string, role: WorkspaceRole) =>
  ws.joinWorkspace(t, user, ownerCookie, workspace, email, role);

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

  it('a first sign-in that accepts lands in the inviting workspace, onboarded, under its trial', async () => {
    const trialOwner = await user('trial-owner@example.com');
    const trialTeam = await createWorkspaceAs(t, trialOwner, 'Trial Team');
    const trial = await call(t, 'POST', '/api/subscription/start-trial', {
      cookie: trialOwner,
      workspace: trialTeam,
      body: {},
    });
    expect(trial.statusCode, trial.body).toBe(200);
    const token = await inviteToken(trialOwner, trialTeam, 'first-timer@example.com');

    const newcomer = await user('first-timer@example.com');
    expect((await sessionInfo(newcomer)).profile_info).toMatchObject({
      has_onboarded: false,
      current_workspace: null,
    });
    expect((await accept(newcomer, token)).statusCode).toBe(200);

    const info = (await sessionInfo(newcomer)).profile_info;
    expect(info).toMatchObject({
      has_onboarded: true,
      current_workspace: { _id: trialTeam, name: 'Trial Team' },
      subscription_info: { plan_status: 'trialing' },
    });
    expect(await listWorkspaces(newcomer)).toEqual([
      { _id: trialTeam, name: 'Trial Team', role: 'member' },
    ]);
    const welcome = await call(t, 'POST', '/api/user/welcome', {
      cookie: newcomer,
      body: { first_name: 'First', last_name: 'Timer', company: 'Elsewhere', role: 'Recruiter' },
    });
    expect(welcome.statusCode).toBe(422);
    expect(await listWorkspaces(newcomer)).toHaveLength(1);
  });
});
