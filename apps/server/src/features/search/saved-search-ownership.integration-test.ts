import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '@hirelane/domain/search/saved-search.schema';
import { ONLY_CREATOR_OR_ADMIN_MESSAGE } from '@hirelane/domain/projects/creator-rules';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { campaignKit, type As } from '../campaigns/campaign.test-kit';

/** Decision 016: a saved search is deleted by its creator, the project owner or a workspace owner/admin. */

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = campaignKit(t, 113);
  owner = await kit.owner('searches-owner@example.com');
  projectId = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Searches' }))._id;
});
afterAll(async () => {
  await t.close();
});

const save = async (as: As, project: string, name: string) => {
  const response = await call(t, 'POST', `/api/project/${project}/search/save`, {
    ...as,
    body: { name, kind: 'search', query: { q: name } },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as SavedSearch;
};
const remove = (as: As, project: string, id: string) =>
  call(t, 'PUT', `/api/project/${project}/search/delete/${id}`, as);
const list = async (as: As, project: string) => {
  const response = await call(t, 'GET', `/api/project/${project}/search/list`, as);
  expect(response.statusCode, response.body).toBe(200);
  return Object.fromEntries(
    (response.json().data as SavedSearch[]).map((search) => [search.name, search.can_delete]),
  );
};

describe('deleting saved searches', () => {
  it('refuses a collaborator another person’s search (403) and says who may', async () => {
    const first = await kit.shareWith(owner, projectId, 'searches-c1@example.com', 'collaborator');
    const second = await kit.shareWith(owner, projectId, 'searches-c2@example.com', 'collaborator');
    const ownerSearch = await save(owner, projectId, 'Owner search');
    const firstSearch = await save(first, projectId, 'First search');
    await save(second, projectId, 'Second search');

    expect(await list(second, projectId)).toEqual({
      'Owner search': false,
      'First search': false,
      'Second search': true,
    });
    for (const id of [ownerSearch._id, firstSearch._id]) {
      const refused = await remove(second, projectId, id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, message: ONLY_CREATOR_OR_ADMIN_MESSAGE });
    }
    const project = await kit.getProject(second.cookie, second.workspace, projectId);
    expect(project.saved_searches.map((search) => search.can_delete)).toEqual([true, false, false]);

    expect((await remove(first, projectId, firstSearch._id)).statusCode).toBe(200);
    expect(await list(owner, projectId)).toEqual({ 'Owner search': true, 'Second search': true });
  });

  it('lets the project owner and workspace admins delete anyone’s search', async () => {
    const projectOwner = await kit.teammate(
      owner.cookie,
      owner.workspace,
      'searches-project-owner@example.com',
    );
    const asProjectOwner: As = { cookie: projectOwner.cookie, workspace: owner.workspace };
    const project = (
      await kit.createProject(projectOwner.cookie, owner.workspace, { name: 'Member project' })
    )._id;
    const mate = await kit.teammate(owner.cookie, owner.workspace, 'searches-c3@example.com');
    const shared = await call(t, 'POST', `/api/project/${project}/members/add`, {
      ...asProjectOwner,
      body: { members: [{ _id: mate.memberId, role: 'collaborator' }] },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const collaborator: As = { cookie: mate.cookie, workspace: owner.workspace };
    const first = await save(collaborator, project, 'Collaborator one');
    const second = await save(collaborator, project, 'Collaborator two');
    expect(await list(asProjectOwner, project)).toEqual({
      'Collaborator one': true,
      'Collaborator two': true,
    });
    expect((await remove(asProjectOwner, project, first._id)).statusCode).toBe(200);

    const admin = await kit.teammate(
      owner.cookie,
      owner.workspace,
      'searches-admin@example.com',
      'admin',
    );
    const asAdmin: As = { cookie: admin.cookie, workspace: owner.workspace };
    expect((await remove(asAdmin, project, second._id)).statusCode).toBe(200);
    expect(await list(asProjectOwner, project)).toEqual({});
  });
});
