import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_PERMISSIONS } from '@hirelane/domain/projects/project-roles';
import { projectSchema } from '@hirelane/domain/projects/project.schema';
import { jobSchema } from '@hirelane/domain/projects/job.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { COMPLETE_JOB, projectKit, type Kit } from './project.test-kit';

/** Creating a project (ria and charlie), its entity, its job and the all-or-nothing transaction. */

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 60);
  owner = await kit.owner('creator@example.com');
});
afterAll(async () => {
  await t.close();
});

const rowCounts = async (workspace: string) => {
  const result = await t.pool.query<{
    jobs: number;
    projects: number;
    campaigns: number;
    members: number;
  }>(
    `select (select count(*) from job where workspace_id = $1)::int as jobs,
            (select count(*) from project where workspace_id = $1)::int as projects,
            (select count(*) from campaign where workspace_id = $1)::int as campaigns,
            (select count(*) from project_member where workspace_id = $1)::int as members`,
    [workspace],
  );
  return result.rows[0];
};

describe('create a project', () => {
  it('creates the job, the project, its paused linked campaign and the creator as owner', async () => {
    const created = await kit.createProject(owner.cookie, owner.workspace, {
      name: '  Backend hires  ',
      job: { title: 'Backend Engineer', company: 'Acme', must_have_skills: ['Go'] },
    });
    const campaign = await t.pool.query(
      'select name, status, project_id from campaign where id = $1',
      [created.linked_campaign],
    );
    expect(campaign.rows[0]).toEqual({
      name: 'Backend hires',
      status: false,
      project_id: created._id,
    });

    const project = await kit.getProject(owner.cookie, owner.workspace, created._id);
    expect(projectSchema.parse(project)).toEqual(project);
    expect(project).toMatchObject({
      _id: created._id,
      name: 'Backend hires',
      agent: 'ria',
      linked_campaign: created.linked_campaign,
      linked_job: created.linked_job,
      charlie_data: null,
      total_saved_candidates: 0,
      archived: false,
      custom_fields: [],
      saved_searches: [],
      members: [{ role: 'owner', profile: { email: 'creator@example.com' } }],
      permissions: PROJECT_PERMISSIONS,
    });
    expect(Number(project.meta.bg_image_id)).toBeGreaterThanOrEqual(1);
    expect(Number(project.meta.bg_image_id)).toBeLessThanOrEqual(12);
    expect(project.stages.map((stage) => [stage.stage_id, stage.count])).toEqual([
      ['all', 0],
      ['shortlisted', 0],
      ['in_campaign', 0],
      ['completed', 0],
      ['rejected', 0],
    ]);
    expect(project.stages[2]?.sub_stages).toEqual([
      { sub_stage_id: 'new', count: 0 },
      { sub_stage_id: 'engaging', count: 0 },
    ]);
    expect(project.team_feature).toBe(false);
    await t.pool.query(`update workspace set feature_flags = '{"team": true}' where id = $1`, [
      owner.workspace,
    ]);
    const again = await kit.getProject(owner.cookie, owner.workspace, created._id);
    expect(again.meta.bg_image_id).toBe(project.meta.bg_image_id);
    expect(again.team_feature).toBe(true);
  });

  it('returns the job of a visible project, with is_complete', async () => {
    const created = await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Ria job',
      job: { title: 'Recruiter' },
    });
    const response = await call(t, 'GET', `/api/job/get-complete-details/${created.linked_job}`, {
      cookie: owner.cookie,
      workspace: owner.workspace,
    });
    expect(response.statusCode).toBe(200);
    const job = jobSchema.parse(response.json().data);
    expect(job).toMatchObject({ _id: created.linked_job, title: 'Recruiter', is_complete: false });
  });

  it('creates a charlie project with the complete job as charlie_data and the charlie stages', async () => {
    const created = await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Charlie interviews',
      agent: 'charlie',
      job: COMPLETE_JOB,
    });
    const project = await kit.getProject(owner.cookie, owner.workspace, created._id);
    expect(project.agent).toBe('charlie');
    expect(project.charlie_data).toMatchObject({
      ...COMPLETE_JOB,
      _id: created.linked_job,
      is_complete: true,
    });
    expect(project.stages.map((stage) => stage.stage_id)).toEqual([
      'all',
      'invited',
      'interview_completed',
      'strong_hire',
      'hire',
      'maybe',
      'no_hire',
      'rejected',
    ]);
    expect(project.stages[1]).toMatchObject({
      label: 'Pending',
      sub_stages: [
        { sub_stage_id: 'new', count: 0 },
        { sub_stage_id: 'scheduled', count: 0 },
      ],
    });
  });

  it('refuses charlie without the complete job details, field by field, and writes nothing', async () => {
    const before = await rowCounts(owner.workspace);
    const response = await call(t, 'POST', '/api/project/create', {
      cookie: owner.cookie,
      workspace: owner.workspace,
      body: {
        name: 'Half a job',
        agent: 'charlie',
        job: { title: 'Designer', company: 'Acme', description: 'Too short.' },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Charlie needs the complete job details.',
    });
    expect(response.json().errors).toEqual([
      { path: 'job.location', message: 'This field is required.' },
      { path: 'job.remote_policy', message: 'This field is required.' },
      { path: 'job.employment_type', message: 'This field is required.' },
      { path: 'job.seniority', message: 'This field is required.' },
      {
        path: 'job.description',
        message: 'Charlie needs a job description of at least 50 characters.',
      },
      { path: 'job.must_have_skills', message: 'Charlie needs at least one must-have skill.' },
    ]);
    expect(await rowCounts(owner.workspace)).toEqual(before);
  });

  it('validates the request with the domain schema', async () => {
    const response = await call(t, 'POST', '/api/project/create', {
      cookie: owner.cookie,
      workspace: owner.workspace,
      body: { name: ' ', agent: 'someone', job: { title: '' } },
    });
    expect(response.statusCode).toBe(422);
    const paths = (response.json().errors as Array<{ path: string }>).map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'agent', 'job.title']));
  });

  it('leaves no job, project or campaign behind when the last insert fails', async () => {
    const fresh = await kit.owner('rollback@example.com', 'Rollback Co');
    await t.pool.query(`
      create function fail_project_member() returns trigger language plpgsql as $$
      begin raise exception 'forced failure'; end $$;
      create trigger fail_project_member before insert on project_member
        for each row execute function fail_project_member();`);
    try {
      const response = await call(t, 'POST', '/api/project/create', {
        cookie: fresh.cookie,
        workspace: fresh.workspace,
        body: { name: 'Doomed', job: { title: 'Engineer' } },
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('forced failure');
    } finally {
      await t.pool.query(`
        drop trigger fail_project_member on project_member;
        drop function fail_project_member();`);
    }
    expect(await rowCounts(fresh.workspace)).toEqual({
      jobs: 0,
      projects: 0,
      campaigns: 0,
      members: 0,
    });
  });

  it('ticks "Create your first project" and "Add candidates" in the onboarding checklist', async () => {
    const fresh = await kit.owner('checklist@example.com', 'Checklist Co');
    const items = async () => {
      const response = await call(t, 'GET', '/api/user/onboarding', fresh);
      const data = response.json().data as {
        checklists: Array<{ label: string; completed: boolean }>;
      };
      return Object.fromEntries(data.checklists.map((item) => [item.label, item.completed]));
    };
    expect(await items()).toMatchObject({
      'Create your first project': false,
      'Add candidates to a project': false,
    });
    const created = await kit.createProject(fresh.cookie, fresh.workspace, { name: 'First' });
    expect(await items()).toMatchObject({
      'Create your first project': true,
      'Add candidates to a project': false,
    });
    await kit.addCandidate(fresh.cookie, fresh.workspace, created._id, { first_name: 'Ada' });
    expect(await items()).toMatchObject({
      'Create your first project': true,
      'Add candidates to a project': true,
    });
  });
});
