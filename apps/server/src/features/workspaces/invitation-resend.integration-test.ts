import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATION_RESEND_COOLDOWN_SECONDS,
  MAX_INVITATION_SENDS,
  RESEND_OWNER_INVITATION_MESSAGE,
  resendLimitMessage,
} from '@hirelane/domain/workspaces/team-actions';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import type { Invitation } from '@hirelane/domain/workspaces/workspace.schema';
import {
  call,
  createTestApp,
  createWorkspaceAs,
  lastMailTo,
  tokenFromMail,
  type TestApp,
} from '../../../test/test-app';
import * as ws from '../../../test/workspace-helpers';
import { INVITATION_MESSAGES } from './preview-invitation';

/** Settings > Team: resending an invitation (new link, limits, races, permissions). */

const SUBNET = 32;

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

const invitationOf = async (cookie: string, workspace: string, email: string) => {
  const found = (await ws.membersOf(t, cookie, workspace)).invitations.find(
    (invitation) => invitation.email === email,
  );
  if (!found) throw new Error(`no pending invitation for ${email}`);
  return found;
};

const resend = (cookie: string, workspace: string, invitationId: string | undefined) =>
  call(t, 'POST', '/api/workspace/invitations/resend', {
    cookie,
    workspace,
    body: { invitation_id: invitationId },
  });

/** Pretends the last mail of the invitation went out `seconds` ago. */
const sentAgo = (invitationId: string, seconds: number) =>
  t.pool.query(
    `update workspace_invitation set last_sent_at = now() - make_interval(secs => $2) where id = $1`,
    [invitationId, seconds],
  );

describe('resending an invitation', () => {
  let owner: string;
  let workspace: string;
  beforeAll(async () => {
    owner = await user('resend-owner@example.com');
    workspace = await createWorkspaceAs(t, owner, 'Resenders');
    // Every test invites into this one workspace: more people than a trial's seats.
    await t.pool.query(`update workspace set plan_name = 'enterprise' where id = $1`, [workspace]);
  });

  it('lists when the mail last went out and how often', async () => {
    const before = Date.now();
    await ws.inviteToken(t, owner, workspace, 'listed@example.com');
    const invitation = await invitationOf(owner, workspace, 'listed@example.com');
    expect(invitation.send_count).toBe(1);
    expect(new Date(invitation.last_sent_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a resend within a minute of the last mail with 429, a wait and no mail', async () => {
    await ws.inviteToken(t, owner, workspace, 'too-soon@example.com');
    const invitation = await invitationOf(owner, workspace, 'too-soon@example.com');
    const mails = t.mails.length;
    const refused = await resend(owner, workspace, invitation._id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/You can send it again in (59|60) seconds\./);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.mails.length).toBe(mails);
    expect((await invitationOf(owner, workspace, 'too-soon@example.com')).send_count).toBe(1);
  });

  it('mails a new link, retires the old one, renews the expiry and counts the send', async () => {
    const oldToken = await ws.inviteToken(t, owner, workspace, 'again@example.com', 'admin');
    const before = await invitationOf(owner, workspace, 'again@example.com');
    await sentAgo(before._id, INVITATION_RESEND_COOLDOWN_SECONDS + 1);
    await t.pool.query(
      `update workspace_invitation set expires_at = now() + interval '1 day' where id = $1`,
      [before._id],
    );

    const response = await resend(owner, workspace, before._id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Invitation sent again to again@example.com.');
    const data = body.data as Invitation;
    expect(data).toMatchObject({
      _id: before._id,
      email: 'again@example.com',
      role: 'admin',
      status: 'pending',
      send_count: 2,
      invited_by: { email: 'resend-owner@example.com' },
    });
    expect(new Date(data.expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    expect(new Date(data.last_sent_at).getTime()).toBeGreaterThan(Date.now() - 10_000);

    const mail = lastMailTo(t, 'again@example.com');
    expect(mail?.subject).toMatch(/invited you to Resenders/);
    const newToken = tokenFromMail(mail);
    expect(newToken).not.toBe(oldToken);
    const oldPreview = await call(t, 'GET', `/api/invitation/get?token=${oldToken}`);
    expect(oldPreview.statusCode).toBe(404);
    expect(oldPreview.json().message).toBe(INVITATION_MESSAGES.unknown);
    const newPreview = await call(t, 'GET', `/api/invitation/get?token=${newToken}`);
    expect(newPreview.statusCode).toBe(200);

    const listed = await invitationOf(owner, workspace, 'again@example.com');
    expect(listed).toMatchObject({ send_count: 2, last_sent_at: data.last_sent_at });
    const row = await t.pool.query<{ send_count: number; last_sent_at: Date }>(
      'select send_count, last_sent_at from workspace_invitation where id = $1',
      [before._id],
    );
    expect(row.rows[0]?.send_count).toBe(2);

    const joiner = await user('again@example.com');
    expect((await ws.acceptInvitation(t, joiner, newToken)).statusCode).toBe(200);
  });

  it('brings an expired invitation back to life', async () => {
    const oldToken = await ws.inviteToken(t, owner, workspace, 'lapsed@example.com');
    const invitation = await invitationOf(owner, workspace, 'lapsed@example.com');
    await t.pool.query(
      `update workspace_invitation set expires_at = now() - interval '1 day', last_sent_at = now() - interval '8 days' where id = $1`,
      [invitation._id],
    );
    expect((await call(t, 'GET', `/api/invitation/get?token=${oldToken}`)).statusCode).toBe(410);
    expect((await invitationOf(owner, workspace, 'lapsed@example.com')).status).toBe('expired');

    expect((await resend(owner, workspace, invitation._id)).statusCode).toBe(200);
    expect((await invitationOf(owner, workspace, 'lapsed@example.com')).status).toBe('pending');
    const token = tokenFromMail(lastMailTo(t, 'lapsed@example.com'));
    expect((await call(t, 'GET', `/api/invitation/get?token=${token}`)).statusCode).toBe(200);
  });

  it(`stops after ${MAX_INVITATION_SENDS} mails with 422`, async () => {
    await ws.inviteToken(t, owner, workspace, 'many@example.com');
    const invitation = await invitationOf(owner, workspace, 'many@example.com');
    await t.pool.query(`update workspace_invitation set send_count = $2 where id = $1`, [
      invitation._id,
      MAX_INVITATION_SENDS - 1,
    ]);
    await sentAgo(invitation._id, 3600);
    expect((await resend(owner, workspace, invitation._id)).statusCode).toBe(200);
    await sentAgo(invitation._id, 3600);
    const mails = t.mails.length;
    const refused = await resend(owner, workspace, invitation._id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(resendLimitMessage());
    expect(t.mails.length).toBe(mails);
  });

  it('sends one mail when two resends race', async () => {
    await ws.inviteToken(t, owner, workspace, 'double-click@example.com');
    const invitation = await invitationOf(owner, workspace, 'double-click@example.com');
    await sentAgo(invitation._id, 3600);
    const mails = t.mails.length;
    const results = await Promise.all([
      resend(owner, workspace, invitation._id),
      resend(owner, workspace, invitation._id),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 429]);
    expect(t.mails.length).toBe(mails + 1);
    expect((await invitationOf(owner, workspace, 'double-click@example.com')).send_count).toBe(2);
  });

  it('lets admins resend, except owner invitations; members never', async () => {
    const admin = await join(owner, workspace, 'resend-admin@example.com', 'admin');
    const member = await join(owner, workspace, 'resend-member@example.com', 'member');
    await ws.inviteToken(t, owner, workspace, 'by-admin@example.com', 'member');
    await ws.inviteToken(t, owner, workspace, 'future-owner@example.com', 'owner');
    const plain = await invitationOf(owner, workspace, 'by-admin@example.com');
    const ownerInvitation = await invitationOf(owner, workspace, 'future-owner@example.com');
    await sentAgo(plain._id, 3600);
    await sentAgo(ownerInvitation._id, 3600);

    const byMember = await resend(member, workspace, plain._id);
    expect(byMember.statusCode).toBe(403);
    const toOwner = await resend(admin, workspace, ownerInvitation._id);
    expect(toOwner.statusCode).toBe(403);
    expect(toOwner.json().message).toBe(RESEND_OWNER_INVITATION_MESSAGE);
    expect((await resend(admin, workspace, plain._id)).statusCode).toBe(200);
    expect((await resend(owner, workspace, ownerInvitation._id)).statusCode).toBe(200);
  });

  it('answers 404 for revoked, accepted, unknown and other workspaces’ invitations', async () => {
    await ws.inviteToken(t, owner, workspace, 'withdrawn@example.com');
    const withdrawn = await invitationOf(owner, workspace, 'withdrawn@example.com');
    await call(t, 'POST', '/api/workspace/invitations/revoke', {
      cookie: owner,
      workspace,
      body: { invitation_id: withdrawn._id },
    });
    await sentAgo(withdrawn._id, 3600);
    expect((await resend(owner, workspace, withdrawn._id)).statusCode).toBe(404);

    const token = await ws.inviteToken(t, owner, workspace, 'taken@example.com');
    const taken = await invitationOf(owner, workspace, 'taken@example.com');
    await ws.acceptInvitation(t, await user('taken@example.com'), token);
    await sentAgo(taken._id, 3600);
    expect((await resend(owner, workspace, taken._id)).statusCode).toBe(404);

    expect((await resend(owner, workspace, randomUUID())).statusCode).toBe(404);
    const bad = await resend(owner, workspace, 'not-a-uuid');
    expect(bad.statusCode).toBe(422);

    await ws.inviteToken(t, owner, workspace, 'guarded@example.com');
    const guarded = await invitationOf(owner, workspace, 'guarded@example.com');
    await sentAgo(guarded._id, 3600);
    const stranger = await user('resend-stranger@example.com');
    const own = await createWorkspaceAs(t, stranger, 'Stranger Things');
    const mails = t.mails.length;
    expect((await resend(stranger, own, guarded._id)).statusCode).toBe(404);
    expect((await resend(stranger, workspace, guarded._id)).statusCode).toBe(403);
    expect(t.mails.length).toBe(mails);
    expect((await invitationOf(owner, workspace, 'guarded@example.com')).send_count).toBe(1);
  });
});
