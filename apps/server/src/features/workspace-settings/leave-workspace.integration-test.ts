import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_OWNER_MESSAGE } from '@hirelane/domain/workspaces/member-rules';
import type { WorkspaceExit } from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { sessionInfoOf } from '../../../test/workspace-helpers';
import { campaignKit, type As } from '../campaigns/campaign.test-kit';

/** Leaving a workspace: any member but the last active owner; the current workspace moves on. */

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let team: As;
let other: As;

beforeAll(async () => {
  t = await createTestApp();
  kit = campaignKit(t, 112);
  team = await kit.owner('owner@leave.test', 'Acme Talent');
  other = await kit.owner('other@leave.test', 'Beta Search');
});

afterAll(async () => {
  await t.close();
});

const leave = (as: As) => call(t, 'POST', '/api/workspace/leave', { ...as, body: {} });

const membership = async (workspace: string, email: string) =>
  (
    await t.pool.query(
      `select m.role, m.status from workspace_member m join "user" u on u.id = m.user_id
        where m.workspace_id = $1 and u.email = $2`,
      [workspace, email],
    )
  ).rows[0] as { role: string; status: string } | undefined;

describe('leave a workspace', () => {
  it('refuses the last active owner with the member rule, and keeps the membership', async () => {
    const response = await leave(team);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain(LAST_OWNER_MESSAGE);
    expect(await membership(team.workspace, 'owner@leave.test')).toEqual({
      role: 'owner',
      status: 'active',
    });
  });

  it('lets a member leave: membership, project memberships and own LinkedIn account go', async () => {
    const mate = await kit.teammate(team.cookie, team.workspace, 'mate@leave.test');
    // The mate also belongs to another workspace, and is in the team's workspace right now.
    await kit.teammate(other.cookie, other.workspace, 'mate@leave.test');
    await call(t, 'POST', '/api/workspace/switch', {
      cookie: mate.cookie,
      body: { workspace: team.workspace },
    });
    const project = await kit.createProject(team.cookie, team.workspace, { name: 'Shared' });
    const shared = await call(t, 'POST', `/api/project/${project._id}/members/add`, {
      ...team,
      body: { members: [{ _id: mate.memberId, role: 'editor' }] },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    await kit.insertLinkedin(team.workspace, 'mate@leave.test');
    const mailbox = await kit.insertMailbox(team.workspace, 'jobs@leave.test');

    const response = await leave({ cookie: mate.cookie, workspace: team.workspace });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json().data as WorkspaceExit).current_workspace).toEqual({
      _id: other.workspace,
      name: 'Beta Search',
    });
    expect(await membership(team.workspace, 'mate@leave.test')).toBeUndefined();
    const projectMembers = await t.pool.query(
      'select 1 from project_member where workspace_member_id = $1',
      [mate.memberId],
    );
    expect(projectMembers.rowCount).toBe(0);
    const linkedin = await t.pool.query(
      `select 1 from linkedin_account a join "user" u on u.id = a.user_id
        where a.workspace_id = $1 and u.email = 'mate@leave.test'`,
      [team.workspace],
    );
    expect(linkedin.rowCount).toBe(0);
    const mailboxes = await t.pool.query('select 1 from mailbox where id = $1', [mailbox]);
    expect(mailboxes.rowCount).toBe(1);

    expect((await sessionInfoOf(t, mate.cookie)).profile_info.current_workspace?._id).toBe(
      other.workspace,
    );
    const again = await call(t, 'GET', '/api/workspace/details', {
      cookie: mate.cookie,
      workspace: team.workspace,
    });
    expect(again.statusCode).toBe(403);
    expect(await membership(other.workspace, 'mate@leave.test')).toEqual({
      role: 'member',
      status: 'active',
    });
  });

  it('leaves a user with no other workspace with none', async () => {
    const solo = await kit.teammate(team.cookie, team.workspace, 'solo@leave.test', 'admin');
    const response = await leave({ cookie: solo.cookie, workspace: team.workspace });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json().data as WorkspaceExit).current_workspace).toBeNull();
    expect((await sessionInfoOf(t, solo.cookie)).profile_info.current_workspace).toBeNull();
  });

  it('lets an owner leave when another active owner remains', async () => {
    const second = await kit.teammate(team.cookie, team.workspace, 'second@leave.test', 'owner');
    const response = await leave({ cookie: second.cookie, workspace: team.workspace });
    expect(response.statusCode, response.body).toBe(200);
    expect(await membership(team.workspace, 'second@leave.test')).toBeUndefined();
    expect(await membership(team.workspace, 'owner@leave.test')).toMatchObject({ role: 'owner' });
  });

  it('does not count a deactivated owner: the last active owner still cannot leave', async () => {
    await kit.teammate(team.cookie, team.workspace, 'away@leave.test', 'owner');
    await t.pool.query(
      `update workspace_member set status = 'inactive'
        where user_id = (select id from "user" where email = 'away@leave.test')`,
    );
    expect((await leave(team)).statusCode).toBe(403);
  });

  it('only leaves the workspace of the request: a non-member is refused', async () => {
    const response = await leave({ cookie: other.cookie, workspace: team.workspace });
    expect(response.statusCode).toBe(403);
    expect(await membership(other.workspace, 'other@leave.test')).toMatchObject({
      status: 'active',
    });
  });
});
