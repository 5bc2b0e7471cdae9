import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../../test/test-app';
import { COMPLETE_JOB, projectKit, type Kit } from '../../projects/project.test-kit';
import { csvText, importCsv, uploadCsv, waitForImport } from './csv-import.test-kit';

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };

beforeAll(async () => {
  t = await createTestApp({}, { worker: true });
  kit = projectKit(t, 41);
  owner = await kit.owner('importer@example.com', 'Import Team');
});

afterAll(async () => {
  await t.close();
});

const RECRUITER_HEADERS = [
  'First Name',
  'Last Name',
  'Email Address',
  'LinkedIn Profile URL',
  'Current Company',
  'Current Title',
  'Location',
  'Skills',
  'Phone',
  'Visa',
];

const addVisaField = async (projectId: string) => {
  const result = await t.pool.query<{ id: string }>(
    `insert into custom_field (workspace_id, project_id, name, type, options)
     values ($1, $2, 'Visa', 'single_select', '{Yes,No}') returning id`,
    [owner.workspace, projectId],
  );
  return result.rows[0]?.id ?? '';
};

describe('CSV import', () => {
  it('imports a LinkedIn Recruiter export: progress, summary, pipeline rows and history', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Recruiter' });
    const visa = await addVisaField(project._id);
    const rows = [
      RECRUITER_HEADERS,
      [
        'Ada',
        'Lovelace',
        'ada@example.com',
        'https://www.linkedin.com/in/ada',
        'Analytical',
        'Engineer',
        'London',
        'Math, Poetry',
        '+44 20 7946 0000',
        'Yes',
      ],
      [
        'Grace',
        'Hopper',
        'grace@example.com',
        '',
        'Navy',
        'Admiral',
        'Arlington, VA',
        'COBOL',
        '',
        'No',
      ],
      ['Alan', 'Turing', '', 'linkedin.com/in/alan-turing', '', '', '', '', '', ''],
      ['ADA', 'LOVELACE', 'ADA@EXAMPLE.COM', '', '', '', 'Paris', '', '', ''],
      ['Bad', 'Email', 'not-an-email', '', '', '', '', '', '', ''],
      ['=HYPERLINK("http://evil.example","click")', 'x', 'nope', '', '', '', '', '', '', ''],
      ['', '', '', '', '', '', '', '', '', ''],
      ['', '', '', 'https://uk.linkedin.com/in/ADA/', 'Later Co', '', '', '', '', ''],
      ['Maybe', 'Visa', 'maybe@example.com', '', '', '', '', '', '', 'Perhaps'],
    ];
    const mapping = {
      'First Name': 'first_name',
      'Last Name': 'last_name',
      'Email Address': 'email',
      'LinkedIn Profile URL': 'linkedin_url',
      'Current Company': 'current_company',
      'Current Title': 'designation',
      Location: 'current_city',
      Skills: 'skills',
      Phone: 'phone',
      Visa: `custom:${visa}`,
    } as const;
    const file = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csvText(rows))]);

    const uploaded = await uploadCsv(t, owner, project._id, mapping, file, 'recruiter.csv');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({
      success: true,
      message: 'Import started.',
      data: { kind: 'csv', status: 'queued', filename: 'recruiter.csv', processed_rows: 0 },
    });
    const importId = (uploaded.json().data as { _id: string })._id;
    const { final, seen } = await waitForImport(t, owner, project._id, importId);

    expect(final).toMatchObject({
      status: 'completed',
      total_rows: 8,
      processed_rows: 8,
      created: 3,
      merged: 2,
      updated: 0,
      rejected: 3,
      error: null,
      rejected_report_url: `/api/project/${project._id}/import/${importId}/rejected.csv?workspace=${owner.workspace}`,
    });
    expect(final.finished_at).not.toBeNull();
    const processed = seen.map((state) => state.processed_rows);
    expect(processed).toEqual([...processed].sort((a, b) => a - b));
    for (const state of seen.filter((entry) => entry.status === 'running'))
      expect(state.total_rows).toBeGreaterThanOrEqual(state.processed_rows);

    const people = await t.pool.query(
      `select c.full_name, c.first_name, c.email, c.linkedin_key, c.current_company, c.current_city,
              c.skills, c.phone_numbers, c.source, pc.stage, pc.sub_stage, pc.source as link_source,
              pc.custom_values, u.email as added_by,
              (select count(*)::int from stage_history h where h.project_candidate_id = pc.id) as history
       from candidate c join project_candidate pc on pc.candidate_id = c.id
       left join "user" u on u.id = pc.added_by_user_id
       where c.workspace_id = $1 and pc.project_id = $2 order by c.full_name`,
      [owner.workspace, project._id],
    );
    expect(people.rows).toEqual([
      {
        full_name: 'Ada Lovelace',
        first_name: 'Ada',
        email: 'ada@example.com',
        linkedin_key: 'linkedin.com/in/ada',
        current_company: 'Analytical',
        current_city: 'London',
        skills: ['Math', 'Poetry'],
        phone_numbers: ['+44 20 7946 0000'],
        source: 'csv',
        stage: 'shortlisted',
        sub_stage: null,
        link_source: 'csv',
        custom_values: { [visa]: 'Yes' },
        added_by: 'importer@example.com',
        // Entering the project is not a move: the link is the entry, the history holds moves.
        history: 0,
      },
      expect.objectContaining({
        full_name: 'Alan Turing',
        email: null,
        linkedin_key: 'linkedin.com/in/alan-turing',
        custom_values: {},
      }),
      expect.objectContaining({
        full_name: 'Grace Hopper',
        current_city: 'Arlington, VA',
        custom_values: { [visa]: 'No' },
      }),
    ]);

    const ada = await t.pool.query<{
      id: string;
      link: string;
      added_at: Date;
      first_name: string | null;
      last_name: string | null;
    }>(
      `select c.id, pc.id as link, pc.added_at, u.first_name, u.last_name from candidate c
       join project_candidate pc on pc.candidate_id = c.id and pc.project_id = $2
       join "user" u on u.id = pc.added_by_user_id
       where c.workspace_id = $1 and c.email = 'ada@example.com'`,
      [owner.workspace, project._id],
    );
    const adaRow = ada.rows[0];
    const page = await kit.getCandidate(
      owner.cookie,
      owner.workspace,
      adaRow?.id ?? '',
      project._id,
    );
    expect(page.stage_history).toEqual([
      {
        _id: adaRow?.link,
        from_stage: null,
        to_stage: 'shortlisted',
        moved_at: adaRow?.added_at.toISOString(),
        moved_by: { first_name: adaRow?.first_name, last_name: adaRow?.last_name ?? '' },
      },
    ]);

    const report = await call(t, 'GET', final.rejected_report_url ?? '', { cookie: owner.cookie });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(report.headers['content-disposition']).toMatch(
      /^attachment; filename="rejected-rows-recruiter\.csv"$/,
    );
    const lines = report.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      `${RECRUITER_HEADERS.join(',')},Rejection reason,Row in file`,
      'Bad,Email,not-an-email,,,,,,,,"Email ""not-an-email"" is not a valid email address.",6',
      `"'=HYPERLINK(""http://evil.example"",""click"")",x,nope,,,,,,,,"Email ""nope"" is not a valid email address.",7`,
      'Maybe,Visa,maybe@example.com,,,,,,,Perhaps,"Visa must be one of: Yes, No.",10',
    ]);

    const listed = await call(t, 'GET', `/api/project/${project._id}/import/list`, owner);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ _id: importId, status: 'completed' }),
    ]);
  });

  it('merges duplicates in the file and with a person of another project: one person, two projects', async () => {
    const first = await kit.createProject(owner.cookie, owner.workspace, { name: 'Backend' });
    const second = await kit.createProject(owner.cookie, owner.workspace, { name: 'Platform' });
    const initial = await importCsv(
      t,
      owner,
      first._id,
      { Name: 'full_name', Email: 'email' },
      'Name,Email\nJane Roe,jane@example.com\n',
    );
    expect(initial.final).toMatchObject({ status: 'completed', created: 1, merged: 0, updated: 0 });

    const mapping = {
      Name: 'full_name',
      Email: 'email',
      LinkedIn: 'linkedin_url',
      Company: 'current_company',
    } as const;
    const file = csvText([
      ['Name', 'Email', 'LinkedIn', 'Company'],
      ['Jane R.', 'JANE@example.com', 'https://linkedin.com/in/jane-roe', 'Globex'],
      ['J Roe', '', 'https://www.linkedin.com/in/jane-roe/', 'Initech'],
      ['New Person', 'new@example.com', '', ''],
    ]);
    const merged = await importCsv(t, owner, second._id, mapping, file);
    expect(merged.final).toMatchObject({
      status: 'completed',
      created: 1,
      merged: 2,
      updated: 0,
      rejected: 0,
    });

    const jane = await t.pool.query(
      `select c.id, c.full_name, c.linkedin_key, c.current_company,
              array(select p.name from project_candidate pc join project p on p.id = pc.project_id
                    where pc.candidate_id = c.id order by p.name) as projects
       from candidate c where c.workspace_id = $1 and c.email = 'jane@example.com'`,
      [owner.workspace],
    );
    expect(jane.rows).toEqual([
      {
        id: expect.any(String) as unknown,
        full_name: 'Jane Roe',
        linkedin_key: 'linkedin.com/in/jane-roe',
        current_company: 'Globex',
        projects: ['Backend', 'Platform'],
      },
    ]);

    const again = await importCsv(t, owner, second._id, mapping, file);
    expect(again.final).toMatchObject({ status: 'completed', created: 0, updated: 2, merged: 1 });
    const counts = await t.pool.query(
      `select (select count(*)::int from candidate where workspace_id = $1 and email in ('jane@example.com', 'new@example.com')) as people,
              (select count(*)::int from project_candidate where project_id = $2) as links,
              (select count(*)::int from stage_history h join project_candidate pc on pc.id = h.project_candidate_id
                where pc.project_id = $2) as history`,
      [owner.workspace, second._id],
    );
    expect(counts.rows[0]).toEqual({ people: 2, links: 2, history: 0 });
  });

  it('reads a Latin-1 semicolon file into a charlie project at its entry stage', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Interviews',
      agent: 'charlie',
      job: COMPLETE_JOB,
    });
    const file = Buffer.from(
      'Prénom;Nom;Courriel\r\nJosé;Peña Müller;jose@example.com\r\n',
      'latin1',
    );
    const { final } = await importCsv(
      t,
      owner,
      project._id,
      { Prénom: 'first_name', Nom: 'last_name', Courriel: 'email' },
      file,
    );
    expect(final).toMatchObject({ status: 'completed', created: 1 });
    const row = await t.pool.query(
      `select c.full_name, pc.stage, pc.sub_stage from candidate c
       join project_candidate pc on pc.candidate_id = c.id where pc.project_id = $1`,
      [project._id],
    );
    expect(row.rows).toEqual([
      { full_name: 'José Peña Müller', stage: 'invited', sub_stage: 'new' },
    ]);
  });

  it('lets a collaborator import, hides the project from a member outside it and from other workspaces', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Shared' });
    const collaborator = await kit.teammate(owner.cookie, owner.workspace, 'collab@example.com');
    const bystander = await kit.teammate(owner.cookie, owner.workspace, 'bystander@example.com');
    const added = await call(t, 'POST', `/api/project/${project._id}/members/add`, {
      ...owner,
      body: { members: [{ _id: collaborator.memberId, role: 'collaborator' }] },
    });
    expect(added.statusCode, added.body).toBe(200);

    const asCollaborator = { cookie: collaborator.cookie, workspace: owner.workspace };
    const { final } = await importCsv(
      t,
      asCollaborator,
      project._id,
      { Email: 'email' },
      'Email\ncol@example.com\n',
    );
    expect(final).toMatchObject({ status: 'completed', created: 1 });

    const asBystander = { cookie: bystander.cookie, workspace: owner.workspace };
    const refused = await uploadCsv(
      t,
      asBystander,
      project._id,
      { Email: 'email' },
      'Email\nx@example.com\n',
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, message: 'Project not found.' });
    const hidden = await call(
      t,
      'GET',
      `/api/project/${project._id}/import/get/${final._id}`,
      asBystander,
    );
    expect(hidden.statusCode).toBe(404);

    const stranger = await kit.owner('stranger@example.com', 'Elsewhere');
    for (const url of [
      `/api/project/${project._id}/import/get/${final._id}`,
      `/api/project/${project._id}/import/list`,
      `/api/project/${project._id}/import/${final._id}/rejected.csv`,
    ]) {
      const response = await call(t, 'GET', url, stranger);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('col@example.com');
    }
    const strangerUpload = await uploadCsv(
      t,
      stranger,
      project._id,
      { Email: 'email' },
      'Email\ny@example.com\n',
    );
    expect(strangerUpload.statusCode).toBe(404);
    const jobs = await t.pool.query(
      'select count(*)::int as n from import_job where project_id = $1',
      [project._id],
    );
    expect(jobs.rows[0]).toEqual({ n: 1 });
  });
});
