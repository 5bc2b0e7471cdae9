import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROJECT_PERMISSIONS,
  SHARE_PROJECT_DENIED_MESSAGE,
} from '@hirelane/domain/projects/project-roles';
import type { ProjectMember } from '@hirelane/domain/projects/project.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { projectKit, type Kit } from './project.test-kit';

/** Sharing: members list with permissions, add / remove / change-role, owner protection, roles. */

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };
let ownerMemberId: string;
type Mate = { cookie: string; memberId: string };
let editor: Mate;
let collaborator: Mate;
let outsiderMate: Mate;
let admin: Mate;
let inactive: Mate;
let projectId: string;

const path = (action: string) => `/api/project/${projectId}/members/${action}`;
const as = (mate: Mate) => ({ cookie: mate.cookie, workspace: owner.workspace });

const membersList = async (cookie: string) => {
  const response = await call(t, 'GET', path('list'), { cookie, workspace: owner.workspace });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { members: ProjectMember[]; permissions: string[] };
};

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 62);
  owner = await kit.owner('share-owner@example.com');
  editor = await kit.teammate(owner.cookie, owner.workspace, 'editor@example.com');
  collaborator = await kit.teammate(owner.cookie, owner.workspace, 'collab@example.com');
  outsiderMate = await kit.teammate(owner.cookie, owner.workspace, 'notshared@example.com');
  admin = await kit.teammate(owner.cookie, owner.workspace, 'admin@example.com', 'admin');
  inactive = await kit.teammate(owner.cookie, owner.workspace, 'gone@example.com');
  await t.pool.query(
    `update "user" set first_name = 'Eddie', last_name = 'Tor' where email = 'editor@example.com'`,
  );
  await t.pool.query(
    `update "user" set first_name = 'Cora', last_name = 'Labo' where email = 'collab@example.com'`,
  );
  const deactivated = await call(t, 'POST', '/api/workspace/members/deactivate', {
    ...owner,
    body: { member_id: inactive.memberId },
  });
  expect(deactivated.statusCode).toBe(200);
  projectId = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Shared search' }))
    ._id;
  ownerMemberId = (await membersList(owner.cookie)).members[0]?._id ?? '';
});
afterAll(async () => {
  await t.close();
});

describe('project members', () => {
  it('adds active workspace members with their roles and says how many', async () => {
    const response = await call(t, 'POST', path('add'), {
      ...owner,
      body: {
        members: [
          { _id: editor.memberId, role: 'editor' },
          { _id: collaborator.memberId, role: 'collaborator' },
        ],
      },
    });
    expect(response.json()).toEqual({
      success: true,
      message: '2 members added to Shared search.',
    });
    const { members, permissions } = await membersList(owner.cookie);
    expect(permissions).toEqual(PROJECT_PERMISSIONS);
    expect(members.map((member) => [member._id, member.role, member.profile.first_name])).toEqual([
      [ownerMemberId, 'owner', ''],
      [editor.memberId, 'editor', 'Eddie'],
      [collaborator.memberId, 'collaborator', 'Cora'],
    ]);
  });

  it('skips people already on the project and refuses when nobody is new', async () => {
    const again = await call(t, 'POST', path('add'), {
      ...owner,
      body: { members: [{ _id: editor.memberId, role: 'collaborator' }] },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Eddie Tor already has access to this project.');
    const mixed = await call(t, 'POST', path('add'), {
      ...owner,
      body: {
        members: [
          { _id: editor.memberId, role: 'collaborator' },
          { _id: admin.memberId, role: 'editor' },
        ],
      },
    });
    expect(mixed.json().message).toBe('1 member added to Shared search.');
    const roles = (await membersList(owner.cookie)).members.map((member) => member.role);
    expect(roles).toEqual(['owner', 'editor', 'editor', 'collaborator']);
    const removed = await call(t, 'POST', path('remove'), {
      ...owner,
      body: { member_id: admin.memberId },
    });
    expect(removed.statusCode).toBe(200);
  });

  it('refuses inactive members and ids of no member, per entry, adding nobody', async () => {
    const response = await call(t, 'POST', path('add'), {
      ...owner,
      body: {
        members: [
          { _id: outsiderMate.memberId, role: 'collaborator' },
          { _id: inactive.memberId, role: 'collaborator' },
          { _id: crypto.randomUUID(), role: 'collaborator' },
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'Only active members of this workspace can be added.',
      errors: [
        {
          path: 'members.1._id',
          message: 'gone@example.com is not an active member of this workspace.',
        },
        { path: 'members.2._id', message: 'This person is not a member of this workspace.' },
      ],
    });
    expect((await membersList(owner.cookie)).members).toHaveLength(3);
  });

  it('gives the collaborator view and candidate rights only, and refuses them sharing with 403', async () => {
    const { permissions } = await membersList(collaborator.cookie);
    expect(permissions).toEqual(['project:view', 'project:candidates:edit']);
    const share = await call(t, 'POST', path('add'), {
      ...as(collaborator),
      body: { members: [{ _id: outsiderMate.memberId, role: 'collaborator' }] },
    });
    expect(share.statusCode).toBe(403);
    expect(share.json().message).toBe(SHARE_PROJECT_DENIED_MESSAGE);
    const settings = await call(t, 'PUT', `/api/project/update/${projectId}`, {
      ...as(collaborator),
      body: { name: 'Taken over' },
    });
    expect(settings.statusCode).toBe(403);
    const field = await call(t, 'POST', `/api/project/${projectId}/custom-fields/create`, {
      ...as(collaborator),
      body: { name: 'Score', type: 'number' },
    });
    expect(field.statusCode).toBe(403);
  });

  it('lets an editor change settings but not share or delete', async () => {
    const { permissions } = await membersList(editor.cookie);
    expect(permissions).toContain('project:settings:edit');
    expect(permissions).toContain('campaign:run');
    expect(permissions).not.toContain('project:members:edit');
    const share = await call(t, 'POST', path('add'), {
      ...as(editor),
      body: { members: [{ _id: outsiderMate.memberId, role: 'collaborator' }] },
    });
    expect(share.statusCode).toBe(403);
    const remove = await call(t, 'PUT', `/api/project/delete/${projectId}`, as(editor));
    expect(remove.statusCode).toBe(403);
    const rename = await call(t, 'PUT', `/api/project/update/${projectId}`, {
      ...as(editor),
      body: { name: 'Shared search' },
    });
    expect(rename.statusCode).toBe(200);
  });

  it('gives a workspace admin every permission without being on the project', async () => {
    const { permissions } = await membersList(admin.cookie);
    expect(permissions).toEqual(PROJECT_PERMISSIONS);
  });

  it('changes roles, but never the owner role', async () => {
    const changed = await call(t, 'POST', path('change-role'), {
      ...owner,
      body: { member_id: collaborator.memberId, role: 'editor' },
    });
    expect(changed.json()).toEqual({
      success: true,
      message: 'Cora Labo is now an editor on the project.',
    });
    const back = await call(t, 'POST', path('change-role'), {
      ...owner,
      body: { member_id: collaborator.memberId, role: 'collaborator' },
    });
    expect(back.json().message).toBe('Cora Labo is now a collaborator on the project.');
    const ownerRole = await call(t, 'POST', path('change-role'), {
      ...owner,
      body: { member_id: ownerMemberId, role: 'editor' },
    });
    expect(ownerRole.statusCode).toBe(422);
    expect(ownerRole.json().message).toBe("The project owner's role cannot be changed.");
    const promote = await call(t, 'POST', path('change-role'), {
      ...owner,
      body: { member_id: editor.memberId, role: 'owner' },
    });
    expect(promote.statusCode).toBe(422);
    const byCollaborator = await call(t, 'POST', path('change-role'), {
      ...as(collaborator),
      body: { member_id: editor.memberId, role: 'collaborator' },
    });
    expect(byCollaborator.statusCode).toBe(403);
  });

  it('removes a member with their name in the message, never the owner', async () => {
    const byEditor = await call(t, 'POST', path('remove'), {
      ...as(editor),
      body: { member_id: collaborator.memberId },
    });
    expect(byEditor.statusCode).toBe(403);
    const ownerGone = await call(t, 'POST', path('remove'), {
      ...owner,
      body: { member_id: ownerMemberId },
    });
    expect(ownerGone.statusCode).toBe(422);
    expect(ownerGone.json().message).toBe('The project owner cannot be removed.');
    const removed = await call(t, 'POST', path('remove'), {
      ...owner,
      body: { member_id: collaborator.memberId },
    });
    expect(removed.json()).toEqual({
      success: true,
      message: 'Cora Labo was removed from the project.',
    });
    const notThere = await call(t, 'POST', path('remove'), {
      ...owner,
      body: { member_id: collaborator.memberId },
    });
    expect(notThere.statusCode).toBe(404);
    const lost = await call(t, 'GET', `/api/project/get/${projectId}`, as(collaborator));
    expect(lost.statusCode).toBe(404);
  });
});
