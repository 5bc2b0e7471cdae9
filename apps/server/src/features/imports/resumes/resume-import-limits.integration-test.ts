import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOversizedPdf } from '../../../../test/resume-fixtures/build-bad-files';
import { buildPdfResume } from '../../../../test/resume-fixtures/build-pdf-resume';
import { personaById } from '../../../../test/resume-fixtures/personas';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { RESUME_TOO_LARGE } from '../../../integrations/resume-parser/resume-refusal-reasons';
import { projectKit, type Kit } from '../../projects/project.test-kit';
import { getImportAs, waitForImport } from '../csv/csv-import.test-kit';
import { insertStoredFile } from '../import-job-store';
import { insertResumeImport } from './resume-import-store';
import { runResumeImport } from './resume-import-run';
import { importOf, storedPaths, uploadResumes, type Who } from './resume-import.test-kit';
import { closeSharedResumeParser } from './resume-shared-parser';
import { TOO_MANY_RESUMES } from './resume-upload';

let t: TestApp;
let kit: Kit;
let owner: Who;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp({}, { worker: true });
  kit = projectKit(t, 48);
  owner = await kit.owner('limits@example.com', 'Limits Team');
  projectId = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Limits' }))._id;
});

afterAll(async () => {
  await t.close();
  await closeSharedResumeParser();
});

const countRows = async (table: 'import_job' | 'import_file' | 'stored_file') => {
  const result = await t.pool.query<{ n: number }>(
    `select count(*)::int as n from ${table} where workspace_id = $1`,
    [owner.workspace],
  );
  return result.rows[0]?.n ?? -1;
};

describe('resume import limits and access', () => {
  it('refuses 101 files with 422 and keeps nothing', async () => {
    const tiny = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
    const files = Array.from({ length: 101 }, (_, index) => ({
      filename: `cv-${index}.pdf`,
      data: tiny,
    }));
    const before = await Promise.all([
      countRows('import_job'),
      countRows('stored_file'),
      storedPaths(t, owner.workspace),
    ]);
    const response = await uploadResumes(t, owner, projectId, files);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ success: false, message: TOO_MANY_RESUMES });
    expect(TOO_MANY_RESUMES).toBe('Upload at most 100 resumes at once.');
    const after = await Promise.all([
      countRows('import_job'),
      countRows('stored_file'),
      storedPaths(t, owner.workspace),
    ]);
    expect(after).toEqual(before);
  });

  it('accepts exactly 100 files', async () => {
    const tiny = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
    const files = Array.from({ length: 100 }, (_, index) => ({
      filename: `cv-${index}.pdf`,
      data: tiny,
    }));
    const response = await uploadResumes(t, owner, projectId, files);
    expect(response.statusCode, response.body).toBe(200);
    expect(importOf(response)).toMatchObject({ total_rows: 100 });
    expect(importOf(response).files).toHaveLength(100);
    const { final } = await waitForImport(t, owner, projectId, importOf(response)._id, 60_000);
    expect(final).toMatchObject({ status: 'completed', processed_rows: 100, rejected: 100 });
  });

  it('refuses a file over 10 MB with its reason, keeps none of its bytes, imports the rest', async () => {
    const good = await buildPdfResume(personaById('sarah-johnson'), 'classic');
    const response = await uploadResumes(t, owner, projectId, [
      { filename: 'huge.pdf', data: buildOversizedPdf() },
      { filename: 'sarah.pdf', data: good },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const started = importOf(response);
    expect(started.files[0]).toMatchObject({
      filename: 'huge.pdf',
      status: 'refused',
      reason: RESUME_TOO_LARGE,
    });
    const { final } = await waitForImport(t, owner, projectId, started._id, 60_000);
    expect(final).toMatchObject({ status: 'completed', created: 1, rejected: 1 });
    expect(final.files.map((file) => [file.filename, file.status])).toEqual([
      ['huge.pdf', 'refused'],
      ['sarah.pdf', 'done'],
    ]);
    const kept = (await storedPaths(t, owner.workspace)).filter((key) => key.includes(final._id));
    expect(kept).toHaveLength(1);
    const files = await t.pool.query<{ file_id: string | null }>(
      'select file_id from import_file where import_id = $1 order by created_at',
      [final._id],
    );
    expect(files.rows.map((row) => row.file_id === null)).toEqual([true, false]);
  });

  it('answers 404 for another workspace’s project and for a project the member cannot see', async () => {
    const outsider = await kit.owner('outsider-resumes@example.com', 'Elsewhere');
    const member = await kit.teammate(owner.cookie, owner.workspace, 'member-resumes@example.com');
    const file = [
      { filename: 'cv.pdf', data: await buildPdfResume(personaById('daniel-kim'), 'classic') },
    ];
    const before = await countRows('import_job');
    const viaOwn = await uploadResumes(t, outsider, projectId, file);
    expect(viaOwn.statusCode).toBe(404);
    const viaVictim = await uploadResumes(
      t,
      { cookie: outsider.cookie, workspace: owner.workspace },
      projectId,
      file,
    );
    expect(viaVictim.statusCode).toBe(403);
    const notShared = await uploadResumes(
      t,
      { cookie: member.cookie, workspace: owner.workspace },
      projectId,
      file,
    );
    expect(notShared.statusCode).toBe(404);
    expect(await countRows('import_job')).toBe(before);
  });

  it('refuses a request without files', async () => {
    const response = await uploadResumes(t, owner, projectId, []);
    expect(response.statusCode).toBe(422);
  });

  it('picks up an interrupted import where it stopped: finished files are skipped', async () => {
    const persona = personaById('grace-mwangi');
    const existing = await kit.addCandidate(owner.cookie, owner.workspace, projectId, {
      full_name: 'Already Done',
      email: 'already.done@example.com',
    });
    const importId = randomUUID();
    const fileIds = [randomUUID(), randomUUID()];
    const bytes = await buildPdfResume(persona, 'classic');
    const client = await t.pool.connect();
    try {
      await client.query('begin');
      for (const id of fileIds) {
        const key = `workspaces/${owner.workspace}/imports/${importId}/resumes/${id}`;
        const stored = await t.app.storage.put(key, Buffer.from(bytes));
        await insertStoredFile(client, {
          id,
          workspaceId: owner.workspace,
          storageKey: key,
          filename: `${id}.pdf`,
          contentType: 'application/pdf',
          size: stored.size,
          sha256: stored.sha256,
          userId: null,
        });
      }
      await insertResumeImport(client, {
        id: importId,
        workspaceId: owner.workspace,
        projectId,
        userId: null,
        files: fileIds.map((id, index) => ({
          id,
          fileId: id,
          filename: `file-${index}.pdf`,
          size: bytes.length,
          reason: null,
        })),
      });
      // As a worker that died would leave it: running, the first file saved, the second mid-parse.
      await client.query(`update import_job set status = 'running' where id = $1`, [importId]);
      await client.query(
        `update import_file set status = 'done', outcome = 'created', candidate_id = $2
         where id = $1`,
        [fileIds[0], existing.candidate_id],
      );
      await client.query(`update import_file set status = 'parsing' where id = $1`, [fileIds[1]]);
      await client.query('commit');
    } finally {
      client.release();
    }
    const data = { importId, workspaceId: owner.workspace, projectId, userId: null };
    expect(await runResumeImport(t.app, data)).toBe('completed');
    const job = await getImportAs(t, owner, projectId, importId);
    expect(job).toMatchObject({ status: 'completed', processed_rows: 2, created: 2, rejected: 0 });
    expect(job.files[0]).toMatchObject({ status: 'done', candidate_id: existing.candidate_id });
    expect(job.files[1]).toMatchObject({ status: 'done', outcome: 'created' });
    const person = await kit.getCandidate(
      owner.cookie,
      owner.workspace,
      job.files[1]?.candidate_id ?? '',
    );
    expect(person.profile.email).toBe(persona.email);
    // A second delivery of the same job changes nothing.
    expect(await runResumeImport(t.app, data)).toBe('skipped');
  });
});
