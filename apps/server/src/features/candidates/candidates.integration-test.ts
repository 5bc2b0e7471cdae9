import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateSchema } from '@hirelane/domain/candidates/candidate.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { COMPLETE_JOB, projectKit, type Kit } from '../projects/project.test-kit';

/** One person per workspace across projects (merge rules), the candidate page data, notes, resume. */

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };
let collaborator: { cookie: string; memberId: string };
let first: string;
let second: string;
let hidden: string;

const add = (projectId: string, profile: Record<string, unknown>, cookie = owner.cookie) =>
  kit.addCandidate(cookie, owner.workspace, projectId, profile);

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 66);
  owner = await kit.owner('people@example.com');
  collaborator = await kit.teammate(owner.cookie, owner.workspace, 'collab@example.com');
  first = (await kit.createProject(owner.cookie, owner.workspace, { name: 'First' }))._id;
  second = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Second' }))._id;
  hidden = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Hidden' }))._id;
  for (const projectId of [first, second]) {
    const shared = await call(t, 'POST', `/api/project/${projectId}/members/add`, {
      ...owner,
      body: { members: [{ _id: collaborator.memberId, role: 'collaborator' }] },
    });
    expect(shared.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
});

const peopleCount = async () =>
  (await t.pool.query<{ n: number }>('select count(*)::int as n from candidate')).rows[0]?.n;

describe('adding candidates merges the same person', () => {
  it('merges by e-mail whatever its case, linking one person to both projects', async () => {
    const created = await add(first, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'Ada@Example.com',
      skills: ['Math'],
      phone_numbers: ['+44 1'],
    });
    expect(created.outcome).toBe('created');
    const merged = await add(second, {
      full_name: 'Augusta King',
      email: 'ada@EXAMPLE.com',
      current_company: 'Engines',
      skills: ['math', 'Poetry'],
      phone_numbers: ['+441', '+44 2'],
      source: 'csv',
    });
    expect(merged).toEqual({ candidate_id: created.candidate_id, outcome: 'merged' });
    const again = await add(second, { first_name: 'Ada', email: 'ADA@example.com' });
    expect(again.outcome).toBe('already_in_project');
    const person = await kit.getCandidate(owner.cookie, owner.workspace, created.candidate_id);
    expect(person).toMatchObject({
      full_name: 'Ada Lovelace',
      source: 'chrome_extension',
      profile: {
        email: 'ada@example.com',
        current_company: 'Engines',
        skills: ['Math', 'Poetry'],
        phone_numbers: ['+44 1', '+44 2'],
      },
    });
    expect(person.projects.map((project) => project.name).sort()).toEqual(['First', 'Second']);
    const links = await t.pool.query(
      'select source from project_candidate where candidate_id = $1 order by added_at',
      [created.candidate_id],
    );
    expect(links.rows).toEqual([{ source: 'chrome_extension' }, { source: 'csv' }]);
  });

  it('merges by LinkedIn profile written in another URL form', async () => {
    const created = await add(first, {
      first_name: 'Grace',
      linkedin_url: 'https://www.linkedin.com/in/Grace-Hopper/',
    });
    const merged = await add(second, {
      first_name: 'Grace',
      last_name: 'Hopper',
      linkedin_url: 'http://uk.linkedin.com/in/grace-hopper?trk=profile',
      email: 'grace@navy.mil',
    });
    expect(merged).toEqual({ candidate_id: created.candidate_id, outcome: 'merged' });
    const person = await kit.getCandidate(owner.cookie, owner.workspace, created.candidate_id);
    expect(person.profile).toMatchObject({
      first_name: 'Grace',
      last_name: '',
      email: 'grace@navy.mil',
      linkedin_url: 'https://www.linkedin.com/in/Grace-Hopper/',
    });
  });

  it('prefers the e-mail match and leaves a LinkedIn key held by someone else alone', async () => {
    const byEmail = await add(first, { first_name: 'Edsger', email: 'edsger@example.com' });
    const byLinkedin = await add(first, {
      first_name: 'Tony',
      linkedin_url: 'linkedin.com/in/hoare',
    });
    const both = await add(second, {
      first_name: 'Edsger',
      email: 'edsger@example.com',
      linkedin_url: 'linkedin.com/in/hoare',
    });
    expect(both).toEqual({ candidate_id: byEmail.candidate_id, outcome: 'merged' });
    const keys = await t.pool.query(
      'select id, linkedin_key from candidate where id = any($1::uuid[]) order by first_name',
      [[byEmail.candidate_id, byLinkedin.candidate_id]],
    );
    expect(keys.rows).toEqual([
      { id: byEmail.candidate_id, linkedin_key: null },
      { id: byLinkedin.candidate_id, linkedin_key: 'linkedin.com/in/hoare' },
    ]);
  });

  it('settles on one person when the same new person is added to two projects at once', async () => {
    const before = await peopleCount();
    const results = await Promise.all([
      add(first, { first_name: 'Twin', email: 'twin@example.com' }),
      add(second, {
        first_name: 'Twin',
        linkedin_url: 'linkedin.com/in/twin',
        email: 'TWIN@example.com',
      }),
    ]);
    expect(results[0].candidate_id).toBe(results[1].candidate_id);
    expect(results.map((result) => result.outcome).sort()).toEqual(['created', 'merged']);
    expect(await peopleCount()).toBe((before ?? 0) + 1);
  });

  it('creates separate people without identity keys, and validates the profile', async () => {
    const before = await peopleCount();
    await add(first, { first_name: 'John', last_name: 'Smith' });
    await add(second, { first_name: 'John', last_name: 'Smith' });
    expect(await peopleCount()).toBe((before ?? 0) + 2);
    const bad = await call(t, 'POST', `/api/project/${first}/candidate/add`, {
      ...owner,
      body: {
        first_name: 'X',
        email: 'not-an-email',
        linkedin_url: 'https://example.com/in/x',
        source: 'telepathy',
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      (bad.json().errors as Array<{ path: string }>).map((error) => error.path).sort(),
    ).toEqual(['email', 'linkedin_url', 'source']);
    const nameless = await call(t, 'POST', `/api/project/${first}/candidate/add`, {
      ...owner,
      body: { email: 'nameless@example.com', source: 'csv' },
    });
    expect(nameless.json().errors).toEqual([
      { path: 'first_name', message: 'This field is required.' },
    ]);
  });

  it('lets a collaborator add, and adds at the charlie entry stage in a charlie project', async () => {
    const added = await add(
      first,
      { first_name: 'Collab', email: 'c@example.com' },
      collaborator.cookie,
    );
    expect(added.outcome).toBe('created');
    const charlie = await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Charlie',
      agent: 'charlie',
      job: COMPLETE_JOB,
    });
    await add(charlie._id, { first_name: 'Collab', email: 'C@example.com' });
    const person = await kit.getCandidate(
      owner.cookie,
      owner.workspace,
      added.candidate_id,
      charlie._id,
    );
    expect([person.stage, person.sub_stage]).toEqual(['invited', 'new']);
  });
});

describe('the candidate page', () => {
  it('shows stage, history, custom values and notes of the project asked for', async () => {
    const { candidate_id: id } = await add(first, {
      full_name: 'Linus Torvalds',
      email: 'linus@example.com',
      designation: 'Maintainer',
      experience: [
        {
          title: 'Maintainer',
          company: 'Linux Foundation',
          location: null,
          start_date: '2003-06',
          end_date: null,
          is_current: true,
          description: 'Kernel.',
        },
      ],
    });
    await kit.move(owner.cookie, owner.workspace, first, {
      candidate_ids: [id],
      to_stage: 'in_campaign',
    });
    const field = await call(t, 'POST', `/api/project/${first}/custom-fields/create`, {
      ...owner,
      body: { name: 'Notice', type: 'text' },
    });
    const fieldId = (field.json().data as { _id: string })._id;
    const values = await call(t, 'PUT', `/api/project/${first}/candidate/${id}/custom-values`, {
      cookie: collaborator.cookie,
      workspace: owner.workspace,
      body: { values: { [fieldId]: 'One month' } },
    });
    expect(values.statusCode).toBe(200);
    const note = await call(t, 'POST', `/api/candidate/${id}/notes/add`, {
      cookie: collaborator.cookie,
      workspace: owner.workspace,
      body: { body: '  Great call.  ', project_id: first },
    });
    expect(note.json()).toMatchObject({ success: true, data: { body: 'Great call.' } });
    await add(hidden, { first_name: 'Linus', email: 'linus@example.com' });
    await call(t, 'POST', `/api/candidate/${id}/notes/add`, {
      ...owner,
      body: { body: 'Secret hidden-project note', project_id: hidden },
    });

    const seen = await kit.getCandidate(collaborator.cookie, owner.workspace, id, first);
    expect(candidateSchema.parse(seen)).toEqual(seen);
    expect(seen).toMatchObject({
      full_name: 'Linus Torvalds',
      project: { _id: first, name: 'First' },
      stage: 'in_campaign',
      sub_stage: 'new',
      custom_values: { [fieldId]: 'One month' },
      custom_fields: [{ _id: fieldId, name: 'Notice' }],
      resume: null,
      projects: [{ _id: first, name: 'First', stage: 'in_campaign' }],
      experience: [{ company: 'Linux Foundation', is_current: true }],
    });
    expect(seen.stage_history.map((entry) => [entry.from_stage, entry.to_stage])).toEqual([
      ['shortlisted', 'in_campaign'],
      [null, 'shortlisted'],
    ]);
    expect(seen.notes.map((entry) => entry.body)).toEqual(['Great call.']);
    const asOwner = await kit.getCandidate(owner.cookie, owner.workspace, id);
    expect(asOwner).toMatchObject({
      project: null,
      stage: null,
      stage_history: [],
      custom_values: {},
    });
    expect(asOwner.notes.map((entry) => entry.body)).toEqual([
      'Secret hidden-project note',
      'Great call.',
    ]);
    expect(asOwner.projects).toHaveLength(2);

    const notInProject = await call(
      t,
      'GET',
      `/api/candidate/get/${id}?project_id=${second}`,
      owner,
    );
    expect(notInProject.statusCode).toBe(404);
    const hiddenProject = await call(t, 'GET', `/api/candidate/get/${id}?project_id=${hidden}`, {
      cookie: collaborator.cookie,
      workspace: owner.workspace,
    });
    expect(hiddenProject.statusCode).toBe(404);
  });

  it('streams the resume inline with a safe name and nosniff', async () => {
    const { candidate_id: id } = await add(first, {
      first_name: 'Resumed',
      email: 'r@example.com',
    });
    const none = await call(t, 'GET', `/api/candidate/${id}/resume`, owner);
    expect(none.statusCode).toBe(404);
    const bytes = Buffer.from('%PDF-1.7\nfake resume body');
    const stored = await t.app.storage.put(`resumes/${id}.pdf`, bytes);
    const file = await t.pool.query<{ id: string }>(
      `insert into stored_file (workspace_id, storage_key, filename, content_type, size, sha256)
       values ($1, $2, $3, 'application/pdf', $4, $5) returning id`,
      [owner.workspace, stored.key, 'Résumé "2024";\r\n(1).pdf', stored.size, stored.sha256],
    );
    await t.pool.query('update candidate set resume_file_id = $1 where id = $2', [
      file.rows[0]?.id,
      id,
    ]);
    const person = await kit.getCandidate(owner.cookie, owner.workspace, id);
    expect(person.resume).toMatchObject({
      content_type: 'application/pdf',
      size: bytes.length,
      url: `/api/candidate/${id}/resume?workspace=${owner.workspace}`,
    });
    const response = await call(t, 'GET', person.resume?.url ?? '', { cookie: owner.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Resume 2024(1).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%222024%22%3B%0D%0A%281%29.pdf`,
    );
    await t.app.storage.remove(stored.key);
    const missing = await call(t, 'GET', person.resume?.url ?? '', { cookie: owner.cookie });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 404 for another workspace, unknown ids and notes on them', async () => {
    const other = await kit.owner('elsewhere@example.com', 'Elsewhere');
    const theirs = await kit.createProject(other.cookie, other.workspace, { name: 'Theirs' });
    const { candidate_id: id } = await kit.addCandidate(other.cookie, other.workspace, theirs._id, {
      first_name: 'Theirs',
      email: 'ada@example.com',
    });
    expect((await call(t, 'GET', `/api/candidate/get/${id}`, owner)).statusCode).toBe(404);
    const note = await call(t, 'POST', `/api/candidate/${id}/notes/add`, {
      ...owner,
      body: { body: 'x' },
    });
    expect(note.statusCode).toBe(404);
    const unknown = await call(t, 'GET', `/api/candidate/get/${crypto.randomUUID()}`, owner);
    expect(unknown.json()).toEqual({ success: false, message: 'Candidate not found.' });
  });
});
