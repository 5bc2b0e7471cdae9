import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { COMPLETE_JOB, projectKit, type Kit } from './project.test-kit';

/** Listing (sort, search, archived, visibility), editing, archiving and deleting projects. */

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };
let member: { cookie: string; memberId: string };
const ids: Record<string, string> = {};

const setActivity = (id: string, minutesAgo: number) =>
  t.pool.query(
    `update project set last_activity_at = now() - make_interval(mins => $2) where id = $1`,
    [id, minutesAgo],
  );

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 61);
  owner = await kit.owner('lister@example.com');
  member = await kit.teammate(owner.cookie, owner.workspace, 'member@example.com');
  for (const name of ['Bravo designers', 'alpha engineers', 'Charlie sales']) {
    ids[name] = (await kit.createProject(owner.cookie, owner.workspace, { name }))._id;
  }
  await setActivity(ids['Bravo designers'] ?? '', 5);
  await setActivity(ids['alpha engineers'] ?? '', 30);
  await setActivity(ids['Charlie sales'] ?? '', 10);
});
afterAll(async () => {
  await t.close();
});

const names = async (cookie: string, query = '') =>
  (await kit.listProjects(cookie, owner.workspace, query)).map((item) => item.name);

describe('project list', () => {
  it('sorts by recent activity by default, by name (case-insensitive) or by creation', async () => {
    expect(await names(owner.cookie)).toEqual([
      'Bravo designers',
      'Charlie sales',
      'alpha engineers',
    ]);
    expect(await names(owner.cookie, '?sort_by=name')).toEqual([
      'alpha engineers',
      'Bravo designers',
      'Charlie sales',
    ]);
    expect(await names(owner.cookie, '?sort_by=created')).toEqual([
      'Charlie sales',
      'alpha engineers',
      'Bravo designers',
    ]);
  });

  it('moves a project to the top of recent when it is opened', async () => {
    await kit.getProject(owner.cookie, owner.workspace, ids['alpha engineers'] ?? '');
    expect((await names(owner.cookie))[0]).toBe('alpha engineers');
    await setActivity(ids['alpha engineers'] ?? '', 30);
  });

  it('searches names case-insensitively, with wildcards taken literally', async () => {
    expect(await names(owner.cookie, '?search=ENGINEER')).toEqual(['alpha engineers']);
    expect(await names(owner.cookie, '?search=%25')).toEqual([]);
    expect(await names(owner.cookie, '?search=a_')).toEqual([]);
  });

  it('shows the list item shape with the caller role and counts', async () => {
    const [item] = await kit.listProjects(owner.cookie, owner.workspace, '?search=Bravo');
    expect(item).toMatchObject({
      _id: ids['Bravo designers'],
      agent: 'ria',
      total_saved_candidates: 0,
      members_count: 1,
      role: 'owner',
      archived: false,
      meta: { bg_image_id: expect.stringMatching(/^([1-9]|1[0-2])$/) as unknown },
    });
  });

  it('shows an ordinary member only the projects shared with them; 404 for the others', async () => {
    expect(await names(member.cookie)).toEqual([]);
    const hidden = await call(t, 'GET', `/api/project/get/${ids['Bravo designers']}`, {
      cookie: member.cookie,
      workspace: owner.workspace,
    });
    expect(hidden.statusCode).toBe(404);
    const shared = await call(t, 'POST', `/api/project/${ids['Bravo designers']}/members/add`, {
      ...owner,
      body: { members: [{ _id: member.memberId, role: 'collaborator' }] },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const list = await kit.listProjects(member.cookie, owner.workspace);
    expect(list.map((item) => [item.name, item.role, item.members_count])).toEqual([
      ['Bravo designers', 'collaborator', 2],
    ]);
  });

  it('answers 404 for an unknown project id and 422 for a malformed one', async () => {
    const unknown = await call(t, 'GET', `/api/project/get/${crypto.randomUUID()}`, owner);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Project not found.');
    expect((await call(t, 'GET', '/api/project/get/not-a-uuid', owner)).statusCode).toBe(422);
  });
});

describe('update, archive and delete', () => {
  it('renames the project and its linked campaign and rewrites the job', async () => {
    const created = await kit.createProject(owner.cookie, owner.workspace, { name: 'To rename' });
    const response = await call(t, 'PUT', `/api/project/update/${created._id}`, {
      ...owner,
      body: { name: 'Renamed', job: { title: 'Staff Engineer', company: 'Acme' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ _id: created._id, name: 'Renamed' });
    const campaign = await t.pool.query('select name from campaign where id = $1', [
      created.linked_campaign,
    ]);
    expect(campaign.rows[0]).toEqual({ name: 'Renamed' });
    const job = await t.pool.query('select title, company from job where id = $1', [
      created.linked_job,
    ]);
    expect(job.rows[0]).toEqual({ title: 'Staff Engineer', company: 'Acme' });
  });

  it('keeps a charlie job complete on update', async () => {
    const created = await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Charlie keeps',
      agent: 'charlie',
      job: COMPLETE_JOB,
    });
    const response = await call(t, 'PUT', `/api/project/update/${created._id}`, {
      ...owner,
      body: { job: { ...COMPLETE_JOB, must_have_skills: [] } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { path: 'job.must_have_skills', message: 'Charlie needs at least one must-have skill.' },
    ]);
  });

  it('archives and restores; archived projects leave the default list', async () => {
    const id = ids['Charlie sales'] ?? '';
    const archived = await call(t, 'PUT', `/api/project/archive/${id}`, {
      ...owner,
      body: { archived: true },
    });
    expect(archived.json()).toEqual({ success: true, message: 'Charlie sales was archived.' });
    expect(await names(owner.cookie)).not.toContain('Charlie sales');
    expect(await names(owner.cookie, '?archived=true')).toEqual(['Charlie sales']);
    expect((await kit.getProject(owner.cookie, owner.workspace, id)).archived).toBe(true);
    const restored = await call(t, 'PUT', `/api/project/archive/${id}`, {
      ...owner,
      body: { archived: false },
    });
    expect(restored.json().message).toBe('Charlie sales was restored.');
    expect(await names(owner.cookie)).toContain('Charlie sales');
  });

  it('refuses a collaborator settings, archive and delete with 403 and changes nothing', async () => {
    const id = ids['Bravo designers'] ?? '';
    const as = { cookie: member.cookie, workspace: owner.workspace };
    const update = await call(t, 'PUT', `/api/project/update/${id}`, {
      ...as,
      body: { name: 'Mine' },
    });
    expect(update.statusCode).toBe(403);
    expect(update.json().message).toBe(
      "Only the project owner or an editor can change this project's settings.",
    );
    const archive = await call(t, 'PUT', `/api/project/archive/${id}`, {
      ...as,
      body: { archived: true },
    });
    expect(archive.statusCode).toBe(403);
    const remove = await call(t, 'PUT', `/api/project/delete/${id}`, as);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe('Only the project owner can delete this project.');
    const project = await kit.getProject(owner.cookie, owner.workspace, id);
    expect(project).toMatchObject({ name: 'Bravo designers', archived: false });
  });

  it('deletes the project with its campaign, job, fields and pipeline rows, keeping the people', async () => {
    const created = await kit.createProject(owner.cookie, owner.workspace, { name: 'Short lived' });
    const added = await kit.addCandidate(owner.cookie, owner.workspace, created._id, {
      first_name: 'Kept',
      email: 'kept@example.com',
    });
    const field = await call(t, 'POST', `/api/project/${created._id}/custom-fields/create`, {
      ...owner,
      body: { name: 'Score', type: 'number' },
    });
    expect(field.statusCode).toBe(200);
    const response = await call(t, 'PUT', `/api/project/delete/${created._id}`, owner);
    expect(response.json()).toEqual({ success: true, message: 'Short lived was deleted.' });
    const left = await t.pool.query(
      `select (select count(*) from project where id = $1)::int as projects,
              (select count(*) from campaign where id = $2)::int as campaigns,
              (select count(*) from job where id = $3)::int as jobs,
              (select count(*) from custom_field where project_id = $1)::int as fields,
              (select count(*) from project_candidate where project_id = $1)::int as links,
              (select count(*) from candidate where id = $4)::int as people`,
      [created._id, created.linked_campaign, created.linked_job, added.candidate_id],
    );
    expect(left.rows[0]).toEqual({
      projects: 0,
      campaigns: 0,
      jobs: 0,
      fields: 0,
      links: 0,
      people: 1,
    });
    expect((await call(t, 'GET', `/api/project/get/${created._id}`, owner)).statusCode).toBe(404);
  });
});
