import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createWorkspaceAs, type TestApp } from '../../../test/test-app';
import * as ws from '../../../test/workspace-helpers';

/** Seats (active members + live invitations) against the plan, checked with the invitation write. */

let t: TestApp;
let signInAs: ws.SignInAs;
beforeAll(async () => {
  t = await createTestApp();
  signInAs = ws.rotatingSignIn(t, 150);
});
afterAll(async () => {
  await t.close();
});

let workspaces = 0;
const ownerOn = async (plan: string | null) => {
  const n = ++workspaces;
  const cookie = await signInAs(`seat-owner-${n}@example.com`);
  const workspace = await createWorkspaceAs(t, cookie, `Seats ${n}`);
  await t.pool.query('update workspace set plan_name = $2 where id = $1', [workspace, plan]);
  return { cookie, workspace, n };
};

const invite = (owner: { cookie: string; workspace: string }, emails: string[]) =>
  ws.inviteMembers(t, owner.cookie, owner.workspace, emails);

const seatsHeld = async (workspace: string) =>
  (
    await t.pool.query<{ seats: number }>(
      `select (select count(*) from workspace_member where workspace_id = $1 and status = 'active')::int
            + (select count(*) from workspace_invitation where workspace_id = $1 and status = 'pending')::int
              as seats`,
      [workspace],
    )
  ).rows[0]?.seats;

describe('seat limit', () => {
  it('allows invitations below the limit and refuses the one past it with the reason', async () => {
    const owner = await ownerOn('starter');
    const below = await invite(owner, ['s1-a@example.com', 's1-b@example.com']);
    expect(below.statusCode, below.body).toBe(200);

    const over = await invite(owner, ['s1-c@example.com']);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Your Starter plan includes 3 seats. Upgrade to Pro for 10.');
    expect(await seatsHeld(owner.workspace)).toBe(3);
  });

  it('refuses a batch that does not fit as a whole, and lets a live invitation be sent again', async () => {
    const owner = await ownerOn('starter');
    const batch = await invite(owner, ['s2-a@example.com', 's2-b@example.com', 's2-c@example.com']);
    expect(batch.statusCode).toBe(422);
    expect(batch.json().message).toContain('You have 2 left.');
    expect(await seatsHeld(owner.workspace)).toBe(1);

    expect((await invite(owner, ['s2-a@example.com', 's2-b@example.com'])).statusCode).toBe(200);
    const again = await invite(owner, ['s2-a@example.com']);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('lets exactly one of two concurrent invitations take the last seat', async () => {
    const owner = await ownerOn('starter');
    expect((await invite(owner, ['s3-a@example.com'])).statusCode).toBe(200);
    const answers = await Promise.all([
      invite(owner, ['s3-b@example.com']),
      invite(owner, ['s3-c@example.com']),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await seatsHeld(owner.workspace)).toBe(3);
  });

  it('keeps the members of a downgraded workspace and refuses only new ones', async () => {
    const owner = await ownerOn('pro');
    expect(
      (await invite(owner, ['s4-a@example.com', 's4-b@example.com', 's4-c@example.com']))
        .statusCode,
    ).toBe(200);
    await t.pool.query(`update workspace set plan_name = 'starter' where id = $1`, [
      owner.workspace,
    ]);
    expect((await invite(owner, ['s4-d@example.com'])).statusCode).toBe(422);
    const members = await ws.membersOf(t, owner.cookie, owner.workspace);
    expect(members.invitations).toHaveLength(3);
  });

  it('counts a reactivated member as a new seat', async () => {
    const owner = await ownerOn('starter');
    await ws.joinWorkspace(
      t,
      signInAs,
      owner.cookie,
      owner.workspace,
      's5-a@example.com',
      'member',
    );
    const memberId = await ws.memberIdOf(t, owner.cookie, owner.workspace, 's5-a@example.com');
    const deactivated = await call(t, 'POST', '/api/workspace/members/deactivate', {
      cookie: owner.cookie,
      workspace: owner.workspace,
      body: { member_id: memberId },
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await invite(owner, ['s5-b@example.com', 's5-c@example.com'])).statusCode).toBe(200);

    const reactivated = await call(t, 'POST', '/api/workspace/members/reactivate', {
      cookie: owner.cookie,
      workspace: owner.workspace,
      body: { member_id: memberId },
    });
    expect(reactivated.statusCode).toBe(422);
    expect(reactivated.json().message).toContain('3 seats');
  });

  it('counts an expired invitation sent again as a new seat', async () => {
    const owner = await ownerOn('starter');
    expect((await invite(owner, ['s7-old@example.com'])).statusCode).toBe(200);
    await t.pool.query(
      `update workspace_invitation set expires_at = now() - interval '1 day',
              last_sent_at = now() - interval '2 days' where workspace_id = $1`,
      [owner.workspace],
    );
    const expired = (await ws.membersOf(t, owner.cookie, owner.workspace)).invitations[0];
    expect((await invite(owner, ['s7-a@example.com', 's7-b@example.com'])).statusCode).toBe(200);

    const resent = await call(t, 'POST', '/api/workspace/invitations/resend', {
      cookie: owner.cookie,
      workspace: owner.workspace,
      body: { invitation_id: expired?._id },
    });
    expect(resent.statusCode).toBe(422);
    expect(resent.json().message).toBe(
      'Your Starter plan includes 3 seats. Upgrade to Pro for 10.',
    );
  });

  it('gives the trial, and a workspace without a plan yet, the Pro seats', async () => {
    for (const plan of ['trial', null]) {
      const owner = await ownerOn(plan);
      const emails = Array.from({ length: 9 }, (_, i) => `s6-${owner.n}-${i}@example.com`);
      expect((await invite(owner, emails)).statusCode).toBe(200);
      const over = await invite(owner, [`s6-${owner.n}-last@example.com`]);
      expect(over.statusCode).toBe(422);
      expect(over.json().message).toBe(
        'Your free trial includes 10 seats. Upgrade to Enterprise for unlimited seats.',
      );
    }
  });
});
