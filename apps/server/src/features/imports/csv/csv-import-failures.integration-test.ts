import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '@hirelane/domain/imports/import.schema';
import { call, createTestApp, type TestApp } from '../../../../test/test-app';
import { projectKit, type Kit } from '../../projects/project.test-kit';
import { csvText, getImportAs, uploadCsv } from './csv-import.test-kit';
import { runCsvImport } from './run-csv-import';

/**
 * No queue worker here: each test uploads (the job stays queued) and runs the import itself,
 * so failures, progress and repeated runs are deterministic.
 */

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 42);
  owner = await kit.owner('failures@example.com', 'Failure Team');
});

afterAll(async () => {
  await t.close();
});

const storedFiles = async (): Promise<string[]> => {
  const root = path.join(t.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
};

const uploadOnly = async (
  projectId: string,
  mapping: Record<string, string>,
  data: Buffer | string,
) => {
  const response = await uploadCsv(t, owner, projectId, mapping, data);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ImportJob;
};

const run = (job: ImportJob, progressEveryMs?: number) =>
  runCsvImport(t.app, { importId: job._id, workspaceId: owner.workspace }, { progressEveryMs });

const peopleRows = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => [
    `Person ${from + index}`,
    `p${from + index}@example.com`,
  ]);

const workspaceState = async () => {
  const result = await t.pool.query(
    `select (select count(*)::int from candidate where workspace_id = $1) as candidates,
            (select count(*)::int from project_candidate where workspace_id = $1) as links,
            (select count(*)::int from stage_history where workspace_id = $1) as history,
            (select count(*)::int from stored_file where workspace_id = $1 and storage_key like '%rejected%') as reports`,
    [owner.workspace],
  );
  return result.rows[0] as Record<string, number>;
};

describe('CSV import failures', () => {
  it('rolls everything back when the database refuses a row halfway through the merge', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Halfway' });
    const existing = await run(
      await uploadOnly(
        project._id,
        { Name: 'full_name', Email: 'email' },
        'Name,Email\nKeep Me,keep@example.com\n',
      ),
    );
    expect(existing).toMatchObject({ status: 'completed', created: 1 });
    const before = await workspaceState();
    const keepBefore = await t.pool.query(
      `select * from candidate where email = 'keep@example.com'`,
    );

    // A constraint the import cannot check up front: the database refuses one person's pipeline row.
    await t.pool.query(`create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from candidate where id = new.candidate_id and email = 'boom@example.com') then
          raise exception 'pipeline row refused for boom';
        end if;
        return new;
      end $$`);
    await t.pool.query(
      'create trigger refuse_boom before insert on project_candidate for each row execute function refuse_boom()',
    );
    try {
      const file = csvText([
        ['Name', 'Email', 'Company'],
        ...peopleRows(300).map((row) => [...row, 'Acme']),
        ['Keep Me Too', 'KEEP@example.com', 'Filled Co'],
        ['Boom', 'boom@example.com', 'Acme'],
        ['Broken', 'not-an-email', ''],
        ...peopleRows(300, 300).map((row) => [...row, 'Acme']),
      ]);
      const job = await uploadOnly(
        project._id,
        { Name: 'full_name', Email: 'email', Company: 'current_company' },
        file,
      );
      const result = await run(job);
      expect(result).toEqual({
        status: 'failed',
        error:
          'The import failed while saving the candidates (pipeline row refused for boom). Nothing was imported.',
      });
    } finally {
      await t.pool.query('drop trigger refuse_boom on project_candidate');
      await t.pool.query('drop function refuse_boom()');
    }
    expect(await workspaceState()).toEqual(before);
    const keepAfter = await t.pool.query(
      `select * from candidate where email = 'keep@example.com'`,
    );
    expect(keepAfter.rows).toEqual(keepBefore.rows);
    expect((await storedFiles()).filter((name) => name.includes('rejected'))).toEqual([]);
    const imports = await t.pool.query(
      `select status, created_count, merged_count, rejected_count, rejected_file_id, error from import_job
       where project_id = $1 order by created_at desc limit 1`,
      [project._id],
    );
    expect(imports.rows[0]).toMatchObject({
      status: 'failed',
      created_count: 0,
      merged_count: 0,
      rejected_count: 0,
      rejected_file_id: null,
      error: expect.stringContaining('Nothing was imported.') as unknown,
    });
  });

  it('fails with the row of a quote that is never closed and writes nothing', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Broken file' });
    const before = await workspaceState();
    const good = csvText([['Name', 'Email'], ['Bad Row', 'bad'], ...peopleRows(500, 1000)]);
    const job = await uploadOnly(
      project._id,
      { Name: 'full_name', Email: 'email' },
      `${good}"Unclosed,u@example.com\n${csvText(peopleRows(100, 2000))}`,
    );
    expect(await run(job)).toEqual({
      status: 'failed',
      error: 'A quoted cell in row 503 is never closed.',
    });
    expect(await workspaceState()).toEqual(before);
    const failed = await getImportAs(t, owner, project._id, job._id);
    expect(failed).toMatchObject({
      status: 'failed',
      rejected_report_url: null,
      error: 'A quoted cell in row 503 is never closed.',
    });
  });

  it('fails when a mapped column is not in the file', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Wrong columns',
    });
    const job = await uploadOnly(
      project._id,
      { 'E-mail': 'email' },
      'Name,Email\nA,a@example.com\n',
    );
    expect(await run(job)).toEqual({
      status: 'failed',
      error: 'The column "E-mail" is not in the file.',
    });
  });

  it('publishes progress from its own connection while the transaction runs', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Progress' });
    const rows = 25_000;
    const job = await uploadOnly(
      project._id,
      { Name: 'full_name', Email: 'email' },
      csvText([['Name', 'Email'], ...peopleRows(rows, 10_000)]),
    );
    const samples: Array<{ status: string; processed_rows: number; total_rows: number | null }> =
      [];
    let running = true;
    const watching = (async () => {
      while (running) {
        const result = await t.pool.query(
          'select status, processed_rows, total_rows from import_job where id = $1',
          [job._id],
        );
        samples.push(result.rows[0] as (typeof samples)[number]);
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
    })();
    const result = await run(job, 5);
    running = false;
    await watching;
    expect(result).toMatchObject({ status: 'completed', rows, created: rows });
    const midway = samples.filter(
      (s) => s.status === 'running' && s.processed_rows > 0 && s.processed_rows < rows,
    );
    expect(midway.length).toBeGreaterThan(0);
    expect(midway.every((s) => s.total_rows === rows)).toBe(true);
    const final = await getImportAs(t, owner, project._id, job._id);
    expect(final).toMatchObject({ status: 'completed', processed_rows: rows, total_rows: rows });
  });

  it('runs an import once, however many times and however concurrently the job is started', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Twice' });
    const job = await uploadOnly(
      project._id,
      { Name: 'full_name', Email: 'email' },
      csvText([['Name', 'Email'], ...peopleRows(2000, 50_000)]),
    );
    const results = await Promise.all([run(job), run(job)]);
    expect(results.map((result) => result.status).sort()).toEqual(['completed', 'skipped']);
    expect(await run(job)).toEqual({ status: 'skipped' });
    const links = await t.pool.query(
      'select count(*)::int as n from project_candidate where project_id = $1',
      [project._id],
    );
    expect(links.rows[0]).toEqual({ n: 2000 });
  });
});

describe('CSV upload refusals', () => {
  const mapping = { Name: 'full_name', Email: 'email' };

  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n'), 'This is a PDF file, not a CSV file.'],
    ['an Excel workbook', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), /Excel/],
    ['UTF-16 text', Buffer.from('\uFEFFName,Email\n', 'utf16le'), /UTF-16/],
    [
      'text with NUL bytes further on',
      Buffer.concat([Buffer.from('Name,Email\n'.repeat(10_000)), Buffer.from([0])]),
      /not a CSV text file/,
    ],
    ['an empty file', Buffer.alloc(0), 'The file is empty.'],
  ])('refuses %s with 422 and keeps nothing', async (_label, data, message) => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Refusals' });
    const filesBefore = await storedFiles();
    const response = await uploadCsv(t, owner, project._id, mapping, data);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(message);
    const jobs = await t.pool.query(
      'select count(*)::int as n from import_job where project_id = $1',
      [project._id],
    );
    expect(jobs.rows[0]).toEqual({ n: 0 });
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('refuses a file over 50 MB with 413 while streaming, and keeps nothing', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Too big' });
    const filesBefore = await storedFiles();
    const line = 'Someone,someone@example.com\n';
    const big = Buffer.alloc(50 * 1024 * 1024 + line.length, line);
    const response = await uploadCsv(t, owner, project._id, mapping, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'The file is larger than 50 MB.' });
    expect(await storedFiles()).toEqual(filesBefore);
    const jobs = await t.pool.query(
      'select count(*)::int as n from import_job where project_id = $1',
      [project._id],
    );
    expect(jobs.rows[0]).toEqual({ n: 0 });
  });

  it.each([
    ['no mapping', null, 'Send the column mapping (field "mapping") before the file.'],
    ['a mapping that is not JSON', '{oops', 'The column mapping is not valid JSON.'],
    [
      'a mapping without name, email or LinkedIn',
      { Phone: 'phone' },
      'Map a column to a name, an email or a LinkedIn URL.',
    ],
    ['a field mapped twice', { A: 'email', B: 'email' }, 'Email is mapped to both "A" and "B".'],
    ['an unknown target', { A: 'shoe_size' }, 'Unknown field.'],
    [
      'a custom field of no project',
      { A: 'email', B: 'custom:3f1f9a7e-2b7c-4d7e-9a51-0d3c0c7b5e11' },
      'The mapping uses a custom field this project does not have.',
    ],
  ])('refuses %s with 422', async (_label, badMapping, message) => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Bad mapping' });
    const response = await uploadCsv(t, owner, project._id, badMapping, 'A,B\n1,2\n');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
  });

  it('refuses a file without its file part, and a JSON body', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'No file' });
    const noFile = await uploadCsv(t, owner, project._id, mapping, null);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().message).toBe('Attach the CSV file (field "file").');
    const json = await call(t, 'POST', `/api/project/${project._id}/import/csv`, {
      ...owner,
      body: { mapping },
    });
    expect(json.statusCode).toBe(422);
  });
});
