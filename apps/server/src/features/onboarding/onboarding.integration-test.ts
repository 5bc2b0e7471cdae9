import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKLIST_ITEM_IDS,
  type ChecklistItemId,
  type OnboardingChecklist,
} from '@hirelane/domain/onboarding/onboarding.schema';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import { call, createTestApp, createWorkspaceAs, type TestApp } from '../../../test/test-app';
import * as ws from '../../../test/workspace-helpers';
import { ALREADY_ONBOARDED_MESSAGE } from './complete-welcome';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// ---- helpers -------------------------------------------------------------------------------

let signInAs: ws.SignInAs | undefined;
const user = (email: string) => (signInAs ??= ws.rotatingSignIn(t, 40))(email);

const checklist = async (cookie: string, workspace: string): Promise<OnboardingChecklist> => {
  const response = await call(t, 'GET', '/api/user/onboarding', { cookie, workspace });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as OnboardingChecklist;
};

const item = (list: OnboardingChecklist, id: ChecklistItemId) => {
  const found = list.checklists.find((entry) => entry.id === id);
  if (!found) throw new Error(`no checklist item ${id}`);
  return found;
};

const reportExtension = (cookie: string, installed: boolean) =>
  call(t, 'POST', '/api/user/extension', { cookie, body: { installed } });

const welcome = (cookie: string, body: unknown) =>
  call(t, 'POST', '/api/user/welcome', { cookie, body });

const sessionInfo = (cookie: string) => ws.sessionInfoOf(t, cookie);

const userRow = async (email: string) =>
  (
    await t.pool.query<{
      name: string;
      first_name: string;
      last_name: string;
      current_company: string;
      job_role: string;
      has_onboarded: boolean;
      current_workspace_id: string | null;
      extension_detected_at: Date | null;
    }>(
      `select name, first_name, last_name, current_company, job_role, has_onboarded,
              current_workspace_id, extension_detected_at
         from "user" where email = $1`,
      [email],
    )
  ).rows[0];

const workspacesOf = async (email: string) =>
  (
    await t.pool.query<{ id: string; name: string; role: string }>(
      `select w.id, w.name, m.role from workspace w
         join workspace_member m on m.workspace_id = w.id
         join "user" u on u.id = m.user_id
        where u.email = $1 order by w.created_at`,
      [email],
    )
  ).rows;

const join = (ownerCookie: string, workspace: string, email: string, role: WorkspaceRole) =>
  ws.joinWorkspace(t, user, ownerCookie, workspace, email, role);

const WELCOME = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: 'Analytical',
  role: 'Founder',
};

// ---- checklist -----------------------------------------------------------------------------

describe('GET /api/user/onboarding', () => {
  it('lists the seven items in order, nothing done yet, project steps disabled', async () => {
    const cookie = await user('fresh@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Fresh');
    const list = await checklist(cookie, workspace);
    expect(list).toEqual({
      onboarding_completed: false,
      total: 7,
      completed: 0,
      progress_percentage: 0,
      checklists: [
        {
          id: 'connect_mailbox',
          label: 'Connect your mailbox',
          href: '/app/connect-mailbox',
          completed: false,
          disabled: false,
        },
        {
          id: 'create_project',
          label: 'Create your first project',
          href: '/app/projects',
          completed: false,
          disabled: false,
        },
        {
          id: 'add_candidates',
          label: 'Add candidates to a project',
          href: '/app/projects',
          completed: false,
          disabled: true,
        },
        {
          id: 'add_campaign_steps',
          label: 'Add steps to a campaign',
          href: '/app/projects',
          completed: false,
          disabled: true,
        },
        {
          id: 'launch_campaign',
          label: 'Launch a campaign',
          href: '/app/projects',
          completed: false,
          disabled: true,
        },
        {
          id: 'install_extension',
          label: 'Install the browser extension',
          href: '/app?install=extension',
          completed: false,
          disabled: false,
        },
        {
          id: 'invite_teammate',
          label: 'Invite a teammate',
          href: '/app/settings',
          completed: false,
          disabled: false,
        },
      ],
    });
    expect(list.checklists.map((entry) => entry.id)).toEqual([...CHECKLIST_ITEM_IDS]);
  });

  it('answers 401 without a session and 422 without a workspace', async () => {
    const cookie = await user('no-workspace-param@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Param');
    expect((await call(t, 'GET', '/api/user/onboarding', { workspace })).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/user/onboarding', { cookie })).statusCode).toBe(422);
  });

  it('completes invite_teammate once an invitation is sent, and keeps it after a revoke', async () => {
    const cookie = await user('inviter@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Inviting');
    const invited = await call(t, 'POST', '/api/workspace/members/invite', {
      cookie,
      workspace,
      body: { emails: ['teammate@example.com'], role: 'member' },
    });
    expect(invited.statusCode).toBe(200);
    const after = await checklist(cookie, workspace);
    expect(item(after, 'invite_teammate').completed).toBe(true);
    expect(after).toMatchObject({ completed: 1, progress_percentage: 14 });

    const invitationId = (invited.json().data as { invitations: Array<{ _id: string }> })
      .invitations[0]?._id;
    const revoked = await call(t, 'POST', '/api/workspace/invitations/revoke', {
      cookie,
      workspace,
      body: { invitation_id: invitationId },
    });
    expect(revoked.statusCode).toBe(200);
    expect(item(await checklist(cookie, workspace), 'invite_teammate').completed).toBe(true);

    // Another workspace of the same user has invited nobody.
    const other = await createWorkspaceAs(t, cookie, 'Quiet');
    expect(item(await checklist(cookie, other), 'invite_teammate').completed).toBe(false);
  });

  it('completes invite_teammate when the workspace has a second member', async () => {
    const cookie = await user('team-owner@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Team');
    const mateCookie = await user('direct-mate@example.com');
    await createWorkspaceAs(t, mateCookie, 'Mate own');
    await t.pool.query(
      `insert into workspace_member (workspace_id, user_id, role)
       select $1, id, 'member' from "user" where email = 'direct-mate@example.com'`,
      [workspace],
    );
    const invitations = await t.pool.query(
      'select 1 from workspace_invitation where workspace_id = $1',
      [workspace],
    );
    expect(invitations.rowCount).toBe(0);
    expect(item(await checklist(cookie, workspace), 'invite_teammate').completed).toBe(true);
  });

  it('is open to every role of the workspace', async () => {
    const ownerCookie = await user('role-owner@example.com');
    const workspace = await createWorkspaceAs(t, ownerCookie, 'Roles');
    const memberCookie = await join(ownerCookie, workspace, 'role-member@example.com', 'member');
    const list = await checklist(memberCookie, workspace);
    expect(item(list, 'invite_teammate').completed).toBe(true);
  });
});

// ---- extension -----------------------------------------------------------------------------

describe('POST /api/user/extension', () => {
  it('records the extension once, per user, and the checklist follows', async () => {
    const cookie = await user('extension@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Extension');

    const notInstalled = await reportExtension(cookie, false);
    expect(notInstalled.statusCode).toBe(200);
    expect(notInstalled.json()).toEqual({ success: true });
    expect((await userRow('extension@example.com'))?.extension_detected_at).toBeNull();
    expect(item(await checklist(cookie, workspace), 'install_extension').completed).toBe(false);

    expect((await reportExtension(cookie, true)).json()).toEqual({ success: true });
    const first = (await userRow('extension@example.com'))?.extension_detected_at;
    expect(first).toBeInstanceOf(Date);
    const list = await checklist(cookie, workspace);
    expect(item(list, 'install_extension').completed).toBe(true);
    expect(list).toMatchObject({ completed: 1, progress_percentage: 14 });

    // Idempotent: the first date stays, and a later "not installed" does not undo it.
    expect((await reportExtension(cookie, true)).statusCode).toBe(200);
    expect((await reportExtension(cookie, false)).statusCode).toBe(200);
    expect((await userRow('extension@example.com'))?.extension_detected_at).toEqual(first);

    // The extension belongs to the user: it counts in every workspace of theirs, for nobody else.
    const other = await createWorkspaceAs(t, cookie, 'Extension two');
    expect(item(await checklist(cookie, other), 'install_extension').completed).toBe(true);
    const mateCookie = await join(cookie, workspace, 'extension-mate@example.com', 'member');
    expect(item(await checklist(mateCookie, workspace), 'install_extension').completed).toBe(false);
  });

  it('answers 401 without a session and 422 for a bad body', async () => {
    expect(
      (await call(t, 'POST', '/api/user/extension', { body: { installed: true } })).statusCode,
    ).toBe(401);
    const cookie = await user('extension-bad@example.com');
    const bad = await call(t, 'POST', '/api/user/extension', {
      cookie,
      body: { installed: 'yes' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      { path: 'installed', message: expect.any(String) as unknown },
    ]);
    expect((await userRow('extension-bad@example.com'))?.extension_detected_at).toBeNull();
  });
});

// ---- welcome -------------------------------------------------------------------------------

describe('POST /api/user/welcome', () => {
  it('saves the profile, creates the first workspace as owner, makes it current, marks onboarded', async () => {
    const cookie = await user('ada@example.com');
    const before = await sessionInfo(cookie);
    expect(before.profile_info).toMatchObject({ has_onboarded: false, current_workspace: null });

    const response = await welcome(cookie, {
      first_name: '  Ada ',
      last_name: 'Lovelace',
      company: 'Analytical Engines',
      role: 'Founder',
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as { _id: string; name: string; role: string };
    expect(data).toEqual({
      _id: expect.any(String) as unknown,
      name: 'Analytical Engines',
      role: 'owner',
    });

    expect(await userRow('ada@example.com')).toMatchObject({
      name: 'Ada Lovelace',
      first_name: 'Ada',
      last_name: 'Lovelace',
      current_company: 'Analytical Engines',
      job_role: 'Founder',
      has_onboarded: true,
      current_workspace_id: data._id,
    });
    expect(await workspacesOf('ada@example.com')).toEqual([
      { id: data._id, name: 'Analytical Engines', role: 'owner' },
    ]);
    const after = await sessionInfo(cookie);
    expect(after.profile_info).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      current_company: 'Analytical Engines',
      has_onboarded: true,
      current_workspace: { _id: data._id, name: 'Analytical Engines' },
      subscription_info: null,
    });
  });

  it('refuses a second call with 422 and changes nothing', async () => {
    const cookie = await user('twice@example.com');
    expect((await welcome(cookie, WELCOME)).statusCode).toBe(200);
    const again = await welcome(cookie, { ...WELCOME, first_name: 'Other', company: 'Second Co' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ success: false, message: ALREADY_ONBOARDED_MESSAGE });
    expect(ALREADY_ONBOARDED_MESSAGE).toBe('You have already completed onboarding.');
    expect(await userRow('twice@example.com')).toMatchObject({
      first_name: 'Ada',
      current_company: 'Analytical',
    });
    expect(await workspacesOf('twice@example.com')).toHaveLength(1);
  });

  it('lets only one of two simultaneous submissions through', async () => {
    const cookie = await user('racer@example.com');
    const answers = await Promise.all([welcome(cookie, WELCOME), welcome(cookie, WELCOME)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await workspacesOf('racer@example.com')).toHaveLength(1);
  });

  it('writes nothing for an invalid body', async () => {
    const cookie = await user('invalid@example.com');
    const missing = await welcome(cookie, { first_name: 'Ada', last_name: '  ', company: 'Co' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'last_name', message: 'This field is required.' },
        { path: 'role', message: expect.any(String) as unknown },
      ]),
    );
    const tooLong = await welcome(cookie, { ...WELCOME, company: 'x'.repeat(121) });
    expect(tooLong.statusCode).toBe(422);
    expect(await userRow('invalid@example.com')).toMatchObject({
      first_name: '',
      current_company: '',
      job_role: '',
      has_onboarded: false,
      current_workspace_id: null,
    });
    expect(await workspacesOf('invalid@example.com')).toEqual([]);
  });

  it('rolls the workspace back when a later write of the same transaction fails', async () => {
    await t.pool.query(`
      create function refuse_boom_onboarding() returns trigger language plpgsql as $$
      begin raise exception 'boom'; end $$;
      create trigger refuse_boom_onboarding before update of has_onboarded on "user"
        for each row when (new.email = 'boom@example.com' and new.has_onboarded)
        execute function refuse_boom_onboarding();`);
    try {
      const cookie = await user('boom@example.com');
      const response = await welcome(cookie, WELCOME);
      expect(response.statusCode).toBe(500);
      expect(await workspacesOf('boom@example.com')).toEqual([]);
      const orphans = await t.pool.query(
        `select 1 from workspace w where w.name = 'Analytical'
            and not exists (select 1 from workspace_member m where m.workspace_id = w.id)`,
      );
      expect(orphans.rowCount).toBe(0);
      expect(await userRow('boom@example.com')).toMatchObject({
        first_name: '',
        has_onboarded: false,
      });
    } finally {
      await t.pool.query(`drop trigger refuse_boom_onboarding on "user";
        drop function refuse_boom_onboarding();`);
    }
  });

  it('keeps the workspace of a user who already belongs to one (invited teammate)', async () => {
    const ownerCookie = await user('welcome-owner@example.com');
    const workspace = await createWorkspaceAs(t, ownerCookie, 'Existing Team');
    const mateCookie = await join(ownerCookie, workspace, 'welcome-mate@example.com', 'member');
    const response = await welcome(mateCookie, { ...WELCOME, company: 'Somewhere Else' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ _id: workspace, name: 'Existing Team', role: 'member' });
    expect(await workspacesOf('welcome-mate@example.com')).toEqual([
      { id: workspace, name: 'Existing Team', role: 'member' },
    ]);
    expect(await userRow('welcome-mate@example.com')).toMatchObject({
      current_company: 'Somewhere Else',
      has_onboarded: true,
      current_workspace_id: workspace,
    });
  });

  it('refuses a company name longer than a workspace name may be (80) and writes nothing', async () => {
    const cookie = await user('long-company@example.com');
    const company = `${'Long '.repeat(23)}Co`;
    expect(company.length).toBeGreaterThan(80);
    const response = await welcome(cookie, { ...WELCOME, company });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual([
      { path: 'company', message: 'At most 80 characters.' },
    ]);
    expect((await userRow('long-company@example.com'))?.current_company).toBe('');
  });

  it('accepts only the listed roles', async () => {
    const cookie = await user('odd-role@example.com');
    const response = await welcome(cookie, { ...WELCOME, role: 'Wizard' });
    expect(response.statusCode).toBe(422);
    expect((response.json().errors as Array<{ path: string }>)[0]?.path).toBe('role');
  });

  it('answers 401 without a session', async () => {
    expect((await welcome('', WELCOME)).statusCode).toBe(401);
  });
});
