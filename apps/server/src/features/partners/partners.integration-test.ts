import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_REFUSED } from '../../http/access-control';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { membersOf, sessionInfoOf } from '../../../test/workspace-helpers';
import { multipartBody } from '../imports/csv/csv-import.test-kit';
import { pdfWithLines } from '../imports/resumes/resume-import.test-kit';
import { closeSharedResumeParser } from '../imports/resumes/resume-shared-parser';
import { projectKit, type Kit } from '../projects/project.test-kit';
import { joinAsPartner, submit } from './partner.test-kit';

/** Recruiting partners (issue 22, decision 051): invitation, portal, submissions, access removal. */

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };
let shared: string;
let other: string;
let north: string;
let south: string;
let knownAddedOn: string;

type Data = Record<string, unknown>;
const data = (response: { json: () => { data?: unknown } }) => response.json().data as Data;

const person = (email: string, extra: Data = {}) => ({
  first_name: 'Pat',
  last_name: email.split('@')[0],
  email,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 93);
  owner = await kit.owner('partners-owner@example.com', 'Partner Co');
  shared = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Shared Role' }))._id;
  other = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Secret Role' }))._id;
  const known = await kit.addCandidate(owner.cookie, owner.workspace, other, {
    first_name: 'Known',
    last_name: 'Person',
    email: 'known.person@example.com',
    linkedin_url: 'https://www.linkedin.com/in/known-person',
    phone_numbers: ['+44 7400 123456'],
  });
  await t.pool.query(`update candidate set created_at = '2026-03-03T10:00:00Z' where id = $1`, [
    known.candidate_id,
  ]);
  knownAddedOn = '3 March 2026';
  north = await joinAsPartner(
    t,
    kit.signInAs,
    owner.cookie,
    owner.workspace,
    'north@agency.example',
    [shared],
  );
  south = await joinAsPartner(
    t,
    kit.signInAs,
    owner.cookie,
    owner.workspace,
    'south@agency.example',
    [shared, other],
    'Southern Search',
  );
});

afterAll(async () => {
  await closeSharedResumeParser();
  await t.close();
});

describe('recruiting partners', () => {
  it('joins straight in as a partner with the partner permission only, and takes no seat', async () => {
    const info = await sessionInfoOf(t, north);
    expect(info.profile_info.permissions).toEqual(['partner:submissions:create']);
    expect(info.profile_info.current_workspace?._id).toBe(owner.workspace);
    const members = await membersOf(t, owner.cookie, owner.workspace);
    const emails = [...members.active_members, ...members.inactive_members].map(
      (member) => member.profile.email,
    );
    expect(emails).not.toContain('north@agency.example');
    const seats = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from workspace_member
        where workspace_id = $1 and status = 'active' and role <> 'partner'`,
      [owner.workspace],
    );
    expect(seats.rows[0]?.n).toBe(1);
  });

  it('shows a partner only the projects shared with them', async () => {
    const response = await call(t, 'GET', '/api/partner/projects', {
      cookie: north,
      workspace: owner.workspace,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(data(response)).toMatchObject({
      workspace_name: 'Partner Co',
      agency_name: 'Northwind Talent',
      projects: [{ _id: shared, name: 'Shared Role', job_title: 'Engineer', submission_count: 0 }],
    });
    expect(response.body).not.toContain('Secret Role');
  });

  it('submits by form: the person has source partner and the partner on the project link', async () => {
    const response = await submit(t, north, owner.workspace, shared, {
      ...person('ada@example.com'),
      phone_country: 'GB',
      phone_number: '7400 999888',
      linkedin_url: 'https://www.linkedin.com/in/ada-example',
      note: 'Strong backend profile',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Candidate submitted.');
    const row = await t.pool.query<{ source: string; link_source: string; email: string }>(
      `select c.source, pc.source as link_source, u.email
         from project_candidate pc join candidate c on c.id = pc.candidate_id
         join "user" u on u.id = pc.added_by_user_id
        where pc.id = $1`,
      [data(response).submission_id],
    );
    expect(row.rows[0]).toEqual({
      source: 'partner',
      link_source: 'partner',
      email: 'north@agency.example',
    });
    expect(
      (await submit(t, south, owner.workspace, shared, person('grace@example.com'))).statusCode,
    ).toBe(200);
  });

  it("lists only the partner's own submissions with the current stage and sub-stage", async () => {
    const response = await call(t, 'GET', '/api/partner/submissions', {
      cookie: north,
      workspace: owner.workspace,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(data(response).submissions).toEqual([
      expect.objectContaining({
        full_name: 'Pat ada',
        email: 'ada@example.com',
        project: { _id: shared, name: 'Shared Role' },
        stage: 'shortlisted',
        stage_label: 'Shortlisted',
        sub_stage: null,
      }),
    ]);
    expect(response.body).not.toContain('grace@example.com');
    expect(response.body).not.toContain('known.person@example.com');
  });

  it('follows the pipeline: a move shows as the new stage and sub-stage', async () => {
    const ada = await t.pool.query<{ id: string }>(
      `select id from candidate where workspace_id = $1 and email = 'ada@example.com'`,
      [owner.workspace],
    );
    const moved = await kit.move(owner.cookie, owner.workspace, shared, {
      candidate_ids: [ada.rows[0]?.id ?? ''],
      to_stage: 'in_campaign',
      sub_stage: 'engaging',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const response = await call(t, 'GET', '/api/partner/submissions', {
      cookie: north,
      workspace: owner.workspace,
    });
    expect(data(response).submissions).toEqual([
      expect.objectContaining({
        stage: 'in_campaign',
        stage_label: 'In campaign',
        sub_stage: 'engaging',
        sub_stage_label: 'Engaging',
      }),
    ]);
  });

  it.each([
    ['e-mail', person('KNOWN.person@example.com')],
    ['LinkedIn URL', person('new1@example.com', { linkedin_url: 'linkedin.com/in/known-person/' })],
    ['phone', person('new2@example.com', { phone_country: 'GB', phone_number: '7400-123456' })],
  ])(
    'refuses a person the workspace knows by %s with the first-added date only',
    async (_, body) => {
      const before = await t.pool.query('select count(*) from candidate');
      const response = await submit(t, north, owner.workspace, shared, body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().message).toBe(`Already in this workspace since ${knownAddedOn}.`);
      for (const secret of ['Known', 'Person', 'Secret Role', other, 'known.person'])
        expect(response.body.replace('KNOWN.person', '')).not.toContain(secret);
      expect((await t.pool.query('select count(*) from candidate')).rows).toEqual(before.rows);
    },
  );

  it("refuses another agency's submission of the same person as already known", async () => {
    const response = await submit(t, south, owner.workspace, shared, person('ada@example.com'));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(
      /^Already in this workspace since \d{1,2} \w+ \d{4}\.$/,
    );
  });

  it('submits by resume through the resume checks and parser', async () => {
    const pdf = Buffer.from(await pdfWithLines(['Linus Resume', 'linus.resume@example.com']));
    const { payload, contentType } = multipartBody([
      { name: 'note', value: 'Sent by resume' },
      { name: 'resume', filename: 'linus.pdf', contentType: 'application/pdf', data: pdf },
    ]);
    const response = await call(t, 'POST', `/api/partner/project/${shared}/submit-resume`, {
      cookie: north,
      workspace: owner.workspace,
      body: payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await t.pool.query<{ source: string; resume_file_id: string | null }>(
      `select source, resume_file_id from candidate where workspace_id = $1 and email = $2`,
      [owner.workspace, 'linus.resume@example.com'],
    );
    expect(row.rows[0]?.source).toBe('partner');
    expect(row.rows[0]?.resume_file_id).not.toBeNull();
    const refused = multipartBody([
      {
        name: 'resume',
        filename: 'x.pdf',
        contentType: 'application/pdf',
        data: Buffer.from('no'),
      },
    ]);
    const bad = await call(t, 'POST', `/api/partner/project/${shared}/submit-resume`, {
      cookie: north,
      workspace: owner.workspace,
      body: refused.payload,
      headers: { 'content-type': refused.contentType },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('answers 404 for a project not shared with the partner, and 403 on every team route', async () => {
    const unshared = await submit(t, north, owner.workspace, other, person('x1@example.com'));
    expect(unshared.statusCode).toBe(404);
    expect(unshared.body).not.toContain('Secret Role');
    for (const [method, url] of [
      ['GET', `/api/project/get/${shared}`],
      ['GET', '/api/project/list'],
      ['GET', '/api/workspace/members/list'],
      ['GET', '/api/workspace/partners/list'],
      ['POST', `/api/project/${shared}/candidate/create`],
    ] as const) {
      const response = await call(t, method, url, {
        cookie: north,
        workspace: owner.workspace,
        body: method === 'POST' ? person('x2@example.com') : undefined,
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(PARTNER_REFUSED);
    }
  });

  it('lists partner connections for the team: per workspace and per project', async () => {
    const all = await call(t, 'GET', '/api/workspace/partners/list', {
      cookie: owner.cookie,
      workspace: owner.workspace,
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(data(all).partners).toEqual([
      expect.objectContaining({
        agency_name: 'Northwind Talent',
        profile: expect.objectContaining({ email: 'north@agency.example' }) as unknown,
        projects: [{ _id: shared, name: 'Shared Role' }],
        submission_count: 2,
      }),
      expect.objectContaining({
        agency_name: 'Southern Search',
        projects: [
          { _id: other, name: 'Secret Role' },
          { _id: shared, name: 'Shared Role' },
        ],
        submission_count: 1,
      }),
    ]);
    const perProject = await call(t, 'GET', `/api/project/${other}/partners/list`, {
      cookie: owner.cookie,
      workspace: owner.workspace,
    });
    expect(
      (data(perProject).partners as Array<{ agency_name: string }>).map((p) => p.agency_name),
    ).toEqual(['Southern Search']);
  });

  it('shows the team "Submitted by" the partner on the pipeline and the candidate page', async () => {
    const pipeline = await call(t, 'GET', `/api/project/${shared}/pipeline/candidates`, {
      cookie: owner.cookie,
      workspace: owner.workspace,
    });
    expect(pipeline.statusCode, pipeline.body).toBe(200);
    const items = (pipeline.json().data as { items: Array<Data> }).items;
    const ada = items.find((item) => item.email === 'ada@example.com');
    expect(ada).toMatchObject({
      source: 'partner',
      submitted_by: 'Submitted by north@agency.example (Northwind Talent)',
    });
    const page = await kit.getCandidate(owner.cookie, owner.workspace, String(ada?._id), shared);
    expect(page).toMatchObject({
      source: 'partner',
      submitted_by: 'Submitted by north@agency.example (Northwind Talent)',
    });
  });

  it('counts partners and their agencies on the integrations card', async () => {
    const response = await call(t, 'GET', '/api/workspace/integrations', {
      cookie: owner.cookie,
      workspace: owner.workspace,
    });
    const card = (response.json().data as { integrations: Array<Data> }).integrations.find(
      (item) => item.key === 'recruiting_partner',
    );
    expect(card).toMatchObject({
      status: 'connected',
      count: 2,
      detail: '2 partners: Northwind Talent, Southern Search.',
      connect_path: '/app/settings#partners',
    });
  });

  it('refuses a team member inviting partners (403) and an unknown project (404)', async () => {
    const member = await kit.teammate(owner.cookie, owner.workspace, 'plain@example.com');
    const asMember = await call(t, 'POST', '/api/workspace/partners/invite', {
      cookie: member.cookie,
      workspace: owner.workspace,
      body: { email: 'x@agency.example', agency_name: 'X', project_ids: [shared] },
    });
    expect(asMember.statusCode).toBe(403);
    const unknown = await call(t, 'POST', '/api/workspace/partners/invite', {
      cookie: owner.cookie,
      workspace: owner.workspace,
      body: {
        email: 'x@agency.example',
        agency_name: 'X',
        project_ids: ['00000000-0000-4000-8000-000000000000'],
      },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('takes access back: the project and its submissions disappear for the partner', async () => {
    const northId = (
      await t.pool.query<{ id: string }>(
        `select m.id from workspace_member m join "user" u on u.id = m.user_id
          where m.workspace_id = $1 and u.email = 'north@agency.example'`,
        [owner.workspace],
      )
    ).rows[0]?.id;
    const removed = await call(t, 'POST', `/api/project/${shared}/partners/remove`, {
      cookie: owner.cookie,
      workspace: owner.workspace,
      body: { member_id: northId },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const projects = await call(t, 'GET', '/api/partner/projects', {
      cookie: north,
      workspace: owner.workspace,
    });
    expect(data(projects).projects).toEqual([]);
    const submissions = await call(t, 'GET', '/api/partner/submissions', {
      cookie: north,
      workspace: owner.workspace,
    });
    expect(data(submissions).submissions).toEqual([]);
    expect(
      (await submit(t, north, owner.workspace, shared, person('y@example.com'))).statusCode,
    ).toBe(404);
    const again = await call(t, 'POST', `/api/project/${shared}/partners/remove`, {
      cookie: owner.cookie,
      workspace: owner.workspace,
      body: { member_id: northId },
    });
    expect(again.statusCode).toBe(404);
    const readded = await call(t, 'POST', `/api/project/${shared}/partners/add`, {
      cookie: owner.cookie,
      workspace: owner.workspace,
      body: { member_id: northId },
    });
    expect(readded.statusCode, readded.body).toBe(200);
    const back = await call(t, 'GET', '/api/partner/submissions', {
      cookie: north,
      workspace: owner.workspace,
    });
    expect((data(back).submissions as unknown[]).length).toBe(2);
  });

  it('refuses to turn a partner into a team member by a role change', async () => {
    const southId = (
      await t.pool.query<{ id: string }>(
        `select m.id from workspace_member m join "user" u on u.id = m.user_id
          where m.workspace_id = $1 and u.email = 'south@agency.example'`,
        [owner.workspace],
      )
    ).rows[0]?.id;
    const response = await call(t, 'POST', '/api/workspace/members/role', {
      cookie: owner.cookie,
      workspace: owner.workspace,
      body: { member_id: southId, role: 'admin' },
    });
    expect(response.statusCode).toBe(403);
    const shareAsMember = await call(t, 'POST', `/api/project/${other}/members/add`, {
      cookie: owner.cookie,
      workspace: owner.workspace,
      body: { members: [{ _id: southId, role: 'editor' }] },
    });
    expect(shareAsMember.statusCode).toBe(422);
  });
});
