import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANUAL_CANDIDATE_MESSAGES } from '@hirelane/domain/candidates/manual-candidate.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { projectKit, type Kit } from '../projects/project.test-kit';

/** The pipeline's Add candidate form: POST /api/project/{id}/candidate/create. */

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };
let collaborator: { cookie: string; workspace: string };
let outsider: { cookie: string; workspace: string };
let project: string;
let other: string;

const create = (who: { cookie: string; workspace: string }, projectId: string, body: unknown) =>
  call(t, 'POST', `/api/project/${projectId}/candidate/create`, {
    cookie: who.cookie,
    workspace: who.workspace,
    body,
  });

const ADA = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'Ada@Example.com',
  phone_country: 'GB',
  phone_number: '7400 123-456',
  linkedin_url: 'https://www.linkedin.com/in/ada-lovelace/',
  designation: 'Analyst',
  current_company: 'Analytical Engines',
  current_city: 'London',
  note: 'Met at the Babbage meetup.',
};

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 74);
  owner = await kit.owner('manual-owner@example.com');
  const mate = await kit.teammate(owner.cookie, owner.workspace, 'manual-mate@example.com');
  collaborator = { cookie: mate.cookie, workspace: owner.workspace };
  outsider = await kit.owner('manual-outsider@example.com', 'Elsewhere');
  project = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Manual' }))._id;
  other = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Other' }))._id;
  const shared = await call(t, 'POST', `/api/project/${project}/members/add`, {
    ...owner,
    body: { members: [{ _id: mate.memberId, role: 'collaborator' }] },
  });
  expect(shared.statusCode, shared.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('adding one person by hand', () => {
  it('creates the person with source manual, the checked phone, the project link and the note', async () => {
    const response = await create(collaborator, project, ADA);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: MANUAL_CANDIDATE_MESSAGES.created,
      data: { outcome: 'created' },
    });
    const id = (response.json().data as { candidate_id: string }).candidate_id;
    const person = await kit.getCandidate(owner.cookie, owner.workspace, id, project);
    expect(person).toMatchObject({
      full_name: 'Ada Lovelace',
      source: 'manual',
      stage: 'shortlisted',
      profile: {
        email: 'ada@example.com',
        phone_numbers: ['+44 7400123456'],
        linkedin_url: 'https://www.linkedin.com/in/ada-lovelace/',
        designation: 'Analyst',
        current_company: 'Analytical Engines',
        current_city: 'London',
      },
      projects: [{ _id: project, name: 'Manual', stage: 'shortlisted' }],
    });
    expect(person.notes.map((note) => note.body)).toEqual(['Met at the Babbage meetup.']);
  });

  it('adds an existing person of the workspace to another project instead of a copy', async () => {
    const before = await t.pool.query('select count(*)::int as n from candidate');
    const response = await create(owner, other, {
      first_name: 'Augusta',
      email: 'ADA@example.com',
      current_city: 'Marylebone',
    });
    expect(response.json()).toMatchObject({
      message: MANUAL_CANDIDATE_MESSAGES.merged,
      data: { outcome: 'merged' },
    });
    const after = await t.pool.query('select count(*)::int as n from candidate');
    expect(after.rows[0]).toEqual(before.rows[0]);
    const id = (response.json().data as { candidate_id: string }).candidate_id;
    const person = await kit.getCandidate(owner.cookie, owner.workspace, id);
    expect(person.projects.map((entry) => entry.name).sort()).toEqual(['Manual', 'Other']);
    // Decision 006: existing values stay, empty ones are filled.
    expect(person.profile).toMatchObject({ first_name: 'Ada', current_city: 'London' });

    const again = await create(owner, other, {
      first_name: 'Ada',
      linkedin_url: 'linkedin.com/in/ada-lovelace',
    });
    expect(again.json()).toMatchObject({
      message: MANUAL_CANDIDATE_MESSAGES.already_in_project,
      data: { candidate_id: id, outcome: 'already_in_project' },
    });
  });

  it('answers field errors with 422 and writes nothing', async () => {
    const before = await t.pool.query('select count(*)::int as n from candidate');
    const response = await create(owner, project, {
      first_name: '',
      email: 'not-an-email',
      phone_country: 'GB',
      phone_number: '12',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'first_name', message: 'This field is required.' },
        { path: 'email', message: 'Please enter a valid e-mail address.' },
        { path: 'phone_number', message: 'The phone number must be a 10-digit number.' },
      ]),
    );
    const after = await t.pool.query('select count(*)::int as n from candidate');
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  it('is 404 for a project the caller cannot see or of another workspace', async () => {
    expect((await create(collaborator, other, { first_name: 'Mole' })).statusCode).toBe(404);
    expect((await create(outsider, project, { first_name: 'Mole' })).statusCode).toBe(404);
    const moles = await t.pool.query(`select 1 from candidate where first_name = 'Mole'`);
    expect(moles.rowCount).toBe(0);
  });
});
