import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { openDedicatedConnection } from '../../db/transaction';
import type { ProviderProfile } from '../../integrations/people-data/people-data-provider';
import { writeTalentPool } from '../../seed/talent-pool/write-talent-pool';
import { projectKit, type Kit } from '../projects/project.test-kit';
import { keepProviderProfiles } from '../search/provider-profile-store';
import { PROVIDER_RESULTS_EXPIRED } from './save-talent-to-project';

/** POST /api/project/{id}/search/save-candidates: search results into a project's pipeline. */

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };
let pool: string[];

const save = (projectId: string, body: unknown, who = owner) =>
  call(t, 'POST', `/api/project/${projectId}/search/save-candidates`, { ...who, body });

const linksOf = async (projectId: string) =>
  (
    await t.pool.query<{
      candidate_id: string;
      stage: string;
      sub_stage: string | null;
      source: string;
    }>(
      `select candidate_id, stage, sub_stage, source from project_candidate where project_id = $1
        order by candidate_id`,
      [projectId],
    )
  ).rows;

const providerProfile = (id: string, linkedin: string): ProviderProfile => ({
  providerId: id,
  fullName: `${id} Person`,
  firstName: id,
  lastName: 'Person',
  title: 'data engineer',
  company: 'stripe',
  city: 'berlin',
  country: 'germany',
  yearsOfExperience: 6,
  skills: ['python', 'sql'],
  experience: [
    {
      company: 'zalando',
      title: 'analyst',
      startDate: '2015',
      endDate: '2019-12',
      isCurrent: false,
    },
    {
      company: 'stripe',
      title: 'data engineer',
      startDate: '2020-01-10',
      endDate: null,
      isCurrent: true,
    },
  ],
  education: [{ school: 'tu berlin', degrees: ['masters'], startDate: '2010', endDate: '2014' }],
  linkedinUrl: `https://www.linkedin.com/in/${linkedin}`,
  hasEmail: true,
  hasPhone: false,
});

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 173);
  owner = await kit.owner('save-owner@example.com');
  const connection: pg.Client = await openDedicatedConnection(t.pool);
  try {
    await writeTalentPool(connection, { workspaceId: owner.workspace, count: 20, seed: 3 });
  } finally {
    await connection.end();
  }
  pool = (
    await t.pool.query<{ id: string }>(
      'select id from candidate where workspace_id = $1 order by pool_key',
      [owner.workspace],
    )
  ).rows.map((row) => row.id);
});
afterAll(async () => {
  await t.close();
});

describe('saving search results to a project', () => {
  it('adds workspace people shortlisted with the search source, then counts them as already in', async () => {
    const project = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Save' }))._id;
    const three = pool.slice(0, 3);
    const first = await save(project, { candidate_ids: three });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: '3 people saved to the project.',
      data: {
        added: 3,
        already_in_project: 0,
        merged: 0,
        skipped_do_not_contact: 0,
        skipped_erased: 0,
      },
    });
    expect(await linksOf(project)).toEqual(
      [...three].sort().map((id) => ({
        candidate_id: id,
        stage: 'shortlisted',
        sub_stage: null,
        source: 'hirelane_search_engine',
      })),
    );
    const again = await save(project, { candidate_ids: three, target: 'in_campaign' });
    expect(again.json()).toMatchObject({
      data: {
        added: 0,
        already_in_project: 3,
        merged: 0,
        skipped_do_not_contact: 0,
        skipped_erased: 0,
      },
    });
    expect((await linksOf(project)).map((link) => link.stage)).toEqual([
      'shortlisted',
      'shortlisted',
      'shortlisted',
    ]);
  });

  it('creates a new provider person and merges one whose LinkedIn profile is known', async () => {
    const project = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Provider' }))
      ._id;
    const known = await kit.addCandidate(owner.cookie, owner.workspace, project, {
      first_name: 'Known',
      last_name: 'Person',
      email: 'known@example.com',
      linkedin_url: 'https://linkedin.com/in/known-person/',
    });
    await keepProviderProfiles(t.app.db, owner.workspace, [
      providerProfile('pdl-new', 'new-person'),
      providerProfile('pdl-known', 'Known-Person'),
    ]);
    const response = await save(project, { provider_ids: ['pdl-new', 'pdl-known'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      added: 1,
      already_in_project: 1,
      merged: 1,
      skipped_do_not_contact: 0,
      skipped_erased: 0,
    });
    const created = await t.pool.query(
      `select full_name, source, designation, current_company, skills, linkedin_url, experience
         from candidate where workspace_id = $1 and linkedin_key = 'linkedin.com/in/new-person'`,
      [owner.workspace],
    );
    expect(created.rows[0]).toMatchObject({
      full_name: 'pdl-new Person',
      source: 'hirelane_search_engine',
      designation: 'data engineer',
      current_company: 'stripe',
      skills: ['python', 'sql'],
      experience: [
        { company: 'stripe', start_date: '2020-01', end_date: null, is_current: true },
        { company: 'zalando', start_date: '2015-01', end_date: '2019-12', is_current: false },
      ],
    });
    // The known person gained what they lacked (decision 006) and stayed one person.
    const merged = await t.pool.query(
      'select email, designation, skills from candidate where id = $1',
      [known.candidate_id],
    );
    expect(merged.rows[0]).toEqual({
      email: 'known@example.com',
      designation: 'data engineer',
      skills: ['python', 'sql'],
    });
    const people = await t.pool.query(
      `select count(*)::int as count from candidate where workspace_id = $1 and linkedin_key like '%known-person'`,
      [owner.workspace],
    );
    expect(people.rows[0]).toEqual({ count: 1 });
  });

  it('moves people into the campaign with their history and enrolment, keeping do-not-contact people shortlisted', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Campaign' });
    const [reachable = '', blocked = ''] = pool.slice(5, 7);
    await t.pool.query('update candidate set do_not_contact_at = now() where id = $1', [blocked]);
    const response = await save(project._id, {
      candidate_ids: [reachable, blocked],
      target: 'in_campaign',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      added: 2,
      already_in_project: 0,
      merged: 0,
      skipped_do_not_contact: 1,
      skipped_erased: 0,
    });
    const stages = new Map((await linksOf(project._id)).map((link) => [link.candidate_id, link]));
    expect(stages.get(reachable)).toMatchObject({ stage: 'in_campaign', sub_stage: 'new' });
    expect(stages.get(blocked)).toMatchObject({ stage: 'shortlisted' });
    const history = await t.pool.query(
      `select h.from_stage, h.to_stage from stage_history h
         join project_candidate l on l.id = h.project_candidate_id where l.project_id = $1`,
      [project._id],
    );
    expect(history.rows).toEqual([{ from_stage: 'shortlisted', to_stage: 'in_campaign' }]);
    const enrolled = await t.pool.query(
      'select candidate_id from campaign_enrollment where campaign_id = $1',
      [project.linked_campaign],
    );
    expect(enrolled.rows).toEqual([{ candidate_id: reachable }]);
  });

  it("answers 404 for another workspace's candidate and writes nothing", async () => {
    const project = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Tenancy' }))
      ._id;
    const stranger = await kit.owner('save-stranger@example.com', 'Strangers');
    const theirProject = await kit.createProject(stranger.cookie, stranger.workspace, {
      name: 'X',
    });
    const theirs = await kit.addCandidate(stranger.cookie, stranger.workspace, theirProject._id, {
      first_name: 'Their',
      email: 'their@example.com',
    });
    const response = await save(project, { candidate_ids: [pool[10], theirs.candidate_id] });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('their@example.com');
    expect(await linksOf(project)).toEqual([]);
  });

  it('refuses more than 100 people per request', async () => {
    const project = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Big' }))._id;
    const ids = Array.from({ length: 101 }, () => crypto.randomUUID());
    const response = await save(project, { candidate_ids: ids });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('100');
    expect(await linksOf(project)).toEqual([]);
  });

  it('refuses provider results older than a day: search again', async () => {
    const project = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Old' }))._id;
    await keepProviderProfiles(t.app.db, owner.workspace, [providerProfile('pdl-old', 'old-one')]);
    await t.pool.query(
      `update provider_profile set fetched_at = now() - interval '25 hours' where provider_id = 'pdl-old'`,
    );
    const response = await save(project, { provider_ids: ['pdl-old'], candidate_ids: [pool[12]] });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ success: false, message: PROVIDER_RESULTS_EXPIRED });
    expect(await linksOf(project)).toEqual([]);
    const unknown = await save(project, { provider_ids: ['pdl-never-searched'] });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets a project member save pool people, but not people of projects they do not see', async () => {
    const shared = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Shared' }))._id;
    const hidden = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Hidden' }))._id;
    const mate = await kit.teammate(owner.cookie, owner.workspace, 'save-mate@example.com');
    const added = await call(t, 'POST', `/api/project/${shared}/members/add`, {
      ...owner,
      body: { members: [{ _id: mate.memberId, role: 'collaborator' }] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const secret = await kit.addCandidate(owner.cookie, owner.workspace, hidden, {
      first_name: 'Secret',
      email: 'secret@example.com',
    });
    const asMate = { cookie: mate.cookie, workspace: owner.workspace };
    const refused = await save(shared, { candidate_ids: [pool[15], secret.candidate_id] }, asMate);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('secret@example.com');
    expect(await linksOf(shared)).toEqual([]);
    const saved = await save(shared, { candidate_ids: [pool[15]] }, asMate);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ added: 1 });
    expect((await linksOf(shared)).map((link) => link.candidate_id)).toEqual([pool[15]]);
  });
});
