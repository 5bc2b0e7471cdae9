import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKLIST_ITEM_IDS,
  type ChecklistItemId,
  type OnboardingChecklist,
} from '@hirelane/domain/onboarding/onboarding.schema';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import { call, createTestApp, createWorkspaceAs, type TestApp } from '../../../test/test-app';
import * as ws from '../../../test/workspace-helpers';

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

const join = (ownerCookie: string, workspace: string, email: string, role: WorkspaceRole) =>
  ws.joinWorkspace(t, user, ownerCookie, workspace, email, role);

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
          // The Free Tools page that serves the extension and explains how to load it.
          href: '/tools/browser-extension',
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

  it('completes the mailbox, campaign steps and launch items from the stored facts', async () => {
    const cookie = await user('campaign-facts@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Facts');
    const other = await createWorkspaceAs(t, cookie, 'Facts elsewhere');
    const created = await call(t, 'POST', '/api/project/create', {
      cookie,
      workspace,
      body: { name: 'Outreach', job: { title: 'Engineer' } },
    });
    const campaignId = (created.json().data as { linked_campaign: string }).linked_campaign;
    const before = await checklist(cookie, workspace);
    expect(
      ['connect_mailbox', 'add_campaign_steps', 'launch_campaign'].map(
        (id) => item(before, id as ChecklistItemId).completed,
      ),
    ).toEqual([false, false, false]);

    await t.pool.query(
      `insert into mailbox (workspace_id, email, provider, enabled) values ($1, 'ada@facts.test', 'custom', false)`,
      [workspace],
    );
    await t.pool.query(
      `insert into campaign_step (workspace_id, campaign_id, position, type, config)
       values ($1, $2, 1, 'auto_linkedin_profile_view', '{}')`,
      [workspace, campaignId],
    );
    const withSteps = await checklist(cookie, workspace);
    expect(item(withSteps, 'connect_mailbox').completed).toBe(true);
    expect(item(withSteps, 'add_campaign_steps').completed).toBe(true);
    expect(item(withSteps, 'launch_campaign').completed).toBe(false);

    // Launched once counts even after a pause.
    await t.pool.query(`update campaign set launched_at = now(), status = false where id = $1`, [
      campaignId,
    ]);
    expect(item(await checklist(cookie, workspace), 'launch_campaign').completed).toBe(true);
    const elsewhere = await checklist(cookie, other);
    expect(elsewhere.checklists.filter((entry) => entry.completed)).toEqual([]);
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
