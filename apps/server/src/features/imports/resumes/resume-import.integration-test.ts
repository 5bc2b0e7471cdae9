import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candidate } from '@hirelane/domain/candidates/candidate.schema';
import type { ImportJob } from '@hirelane/domain/imports/import.schema';
import {
  buildEncryptedPdf,
  buildLongPdf,
  buildPngBytes,
} from '../../../../test/resume-fixtures/build-bad-files';
import { buildDocxResume } from '../../../../test/resume-fixtures/build-docx-resume';
import { buildPdfResume } from '../../../../test/resume-fixtures/build-pdf-resume';
import { expectedMonth } from '../../../../test/resume-fixtures/persona';
import { personaById } from '../../../../test/resume-fixtures/personas';
import { call, createTestApp, type TestApp } from '../../../../test/test-app';
import {
  RESUME_ENCRYPTED,
  RESUME_TOO_MANY_PAGES,
  RESUME_UNSUPPORTED_TYPE,
} from '../../../integrations/resume-parser/resume-refusal-reasons';
import { projectKit, type Kit } from '../../projects/project.test-kit';
import { waitForImport } from '../csv/csv-import.test-kit';
import { RESUME_NO_IDENTITY } from './resume-profile';
import {
  DOCX,
  importOf,
  pdfWithLines,
  storedPaths,
  uploadResumes,
  type UploadFile,
  type Who,
} from './resume-import.test-kit';
import { closeSharedResumeParser } from './resume-shared-parser';

let t: TestApp;
let kit: Kit;
let owner: Who;

beforeAll(async () => {
  t = await createTestApp({}, { worker: true });
  kit = projectKit(t, 47);
  owner = await kit.owner('resumes@example.com', 'Resume Team');
});

afterAll(async () => {
  await t.close();
  await closeSharedResumeParser();
});

const michael = personaById('michael-chen');
const sarah = personaById('sarah-johnson');
const priya = personaById('priya-raghunathan');
const emily = personaById('emily-watson');

/** Uploads, expects 200, waits for the job; returns the upload answer and the final state. */
const importResumes = async (who: Who, projectId: string, files: UploadFile[]) => {
  const uploaded = await uploadResumes(t, who, projectId, files);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const started = importOf(uploaded);
  const { final } = await waitForImport(t, who, projectId, started._id, 60_000);
  return { started, final };
};

const fileNamed = (job: ImportJob, filename: string) => {
  const file = job.files.find((entry) => entry.filename === filename);
  if (!file) throw new Error(`no file ${filename} in ${JSON.stringify(job.files)}`);
  return file;
};

const download = (candidateId: string) =>
  call(t, 'GET', `/api/candidate/${candidateId}/resume`, owner);

describe('resume import', () => {
  it('parses good resumes, refuses bad files with their reasons, and reports per file', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Resumes' });
    const good = {
      michael: await buildPdfResume(michael, 'classic'),
      sarah: await buildPdfResume(sarah, 'bold-headings'),
      priya: await buildDocxResume(priya, 'heading-styles'),
    };
    const files: UploadFile[] = [
      { filename: 'michael-chen.pdf', data: good.michael },
      { filename: 'sarah.pdf', data: good.sarah },
      { filename: 'priya.docx', data: good.priya, contentType: DOCX },
      { filename: 'screenshot.pdf', data: buildPngBytes() },
      { filename: 'locked.pdf', data: await buildEncryptedPdf() },
      { filename: 'publications.pdf', data: await buildLongPdf(21) },
      { filename: 'skills-only.pdf', data: await pdfWithLines(['SKILLS', 'TypeScript, Go']) },
    ];
    const { started, final } = await importResumes(owner, project._id, files);

    // The upload answer: every file in upload order; the PNG refused by its bytes at once.
    expect(started).toMatchObject({ kind: 'resume', total_rows: 7, rejected: 1 });
    expect(['queued', 'running', 'completed']).toContain(started.status);
    expect(started.files.map((file) => file.filename)).toEqual(files.map((file) => file.filename));
    expect(fileNamed(started, 'screenshot.pdf')).toMatchObject({
      status: 'refused',
      reason: RESUME_UNSUPPORTED_TYPE,
    });

    expect(final).toMatchObject({
      status: 'completed',
      error: null,
      total_rows: 7,
      processed_rows: 7,
      created: 3,
      merged: 0,
      rejected: 4,
    });
    const results = final.files.map(({ filename, status, reason, outcome }) => ({
      filename,
      status,
      reason,
      outcome,
    }));
    expect(results).toEqual([
      { filename: 'michael-chen.pdf', status: 'done', reason: null, outcome: 'created' },
      { filename: 'sarah.pdf', status: 'done', reason: null, outcome: 'created' },
      { filename: 'priya.docx', status: 'done', reason: null, outcome: 'created' },
      {
        filename: 'screenshot.pdf',
        status: 'refused',
        reason: RESUME_UNSUPPORTED_TYPE,
        outcome: null,
      },
      { filename: 'locked.pdf', status: 'refused', reason: RESUME_ENCRYPTED, outcome: null },
      {
        filename: 'publications.pdf',
        status: 'refused',
        reason: RESUME_TOO_MANY_PAGES,
        outcome: null,
      },
      { filename: 'skills-only.pdf', status: 'refused', reason: RESUME_NO_IDENTITY, outcome: null },
    ]);
    for (const file of final.files) expect(file.candidate_id === null).toBe(file.status !== 'done');

    // The parsed fields land on the candidate.
    const michaelId = fileNamed(final, 'michael-chen.pdf').candidate_id ?? '';
    const person = await kit.getCandidate(owner.cookie, owner.workspace, michaelId, project._id);
    const job = michael.jobs[0];
    expect(person).toMatchObject({
      full_name: 'Michael Chen',
      source: 'resume',
      stage: expect.any(String),
      profile: {
        first_name: 'Michael',
        last_name: 'Chen',
        email: michael.email,
        designation: job?.title,
        current_company: job?.company,
        current_city: michael.city,
        country: michael.country,
        skills: michael.skills,
        phone_numbers: [michael.phone],
      },
      resume: { filename: 'michael-chen.pdf', content_type: 'application/pdf' },
    } satisfies Partial<Record<keyof Candidate, unknown>>);
    expect(
      person.experience.map((entry) => [entry.title, entry.company, entry.start_date]),
    ).toEqual(
      michael.jobs.map((entry) => [
        entry.title,
        entry.company,
        expectedMonth(entry.start, entry.dateStyle),
      ]),
    );
    expect(person.education.map((entry) => entry.school)).toEqual(
      michael.education.map((entry) => entry.school),
    );
    expect(person.stage_history).toHaveLength(1);

    const docxPerson = await kit.getCandidate(
      owner.cookie,
      owner.workspace,
      fileNamed(final, 'priya.docx').candidate_id ?? '',
      project._id,
    );
    expect(docxPerson).toMatchObject({
      full_name: 'Priya Raghunathan',
      profile: { email: priya.email, skills: priya.skills, designation: priya.jobs[0]?.title },
      resume: { filename: 'priya.docx', content_type: DOCX },
    });

    // The original bytes come back from the candidate page's resume link.
    const pdf = await download(michaelId);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(pdf.rawPayload, Buffer.from(good.michael))).toBe(0);
    const docx = await download(docxPerson._id);
    expect(docx.headers['content-type']).toBe(DOCX);
    expect(Buffer.compare(docx.rawPayload, Buffer.from(good.priya))).toBe(0);

    // The refused-at-upload PNG kept no bytes; the six others are stored files.
    const stored = await t.pool.query<{ filename: string }>(
      `select s.filename from stored_file s join import_file f on f.file_id = s.id
       where f.import_id = $1 order by s.filename`,
      [final._id],
    );
    expect(stored.rows.map((row) => row.filename)).toEqual(
      [
        'locked.pdf',
        'michael-chen.pdf',
        'priya.docx',
        'publications.pdf',
        'sarah.pdf',
        'skills-only.pdf',
      ].sort(),
    );
    expect(
      (await storedPaths(t, owner.workspace)).filter((key) => key.includes(final._id)),
    ).toHaveLength(6);
    const pipeline = await t.pool.query(
      'select 1 from project_candidate where project_id = $1 and workspace_id = $2',
      [project._id, owner.workspace],
    );
    expect(pipeline.rowCount).toBe(3);
  });

  it('merges the same person uploaded into another project, and says so', async () => {
    const first = await kit.createProject(owner.cookie, owner.workspace, { name: 'London roles' });
    const second = await kit.createProject(owner.cookie, owner.workspace, { name: 'Remote roles' });
    const pdf = await buildPdfResume(emily, 'classic');
    const docx = await buildDocxResume(emily, 'bold-paragraphs');

    const one = await importResumes(owner, first._id, [{ filename: 'emily.pdf', data: pdf }]);
    const created = one.final.files[0];
    expect(created).toMatchObject({ status: 'done', outcome: 'created' });

    const two = await importResumes(owner, second._id, [
      { filename: 'emily-watson.docx', data: docx, contentType: DOCX },
    ]);
    expect(two.final).toMatchObject({ status: 'completed', created: 0, merged: 1, rejected: 0 });
    expect(two.final.files[0]).toMatchObject({
      status: 'done',
      outcome: 'merged',
      candidate_id: created?.candidate_id,
    });

    const person = await kit.getCandidate(
      owner.cookie,
      owner.workspace,
      created?.candidate_id ?? '',
      second._id,
    );
    expect(person.projects.map((project) => project._id).sort()).toEqual(
      [first._id, second._id].sort(),
    );
    // The first resume stays the person's resume.
    expect(person.resume?.filename).toBe('emily.pdf');
    const people = await t.pool.query(
      'select 1 from candidate where workspace_id = $1 and email = $2',
      [owner.workspace, emily.email],
    );
    expect(people.rowCount).toBe(1);

    // Uploaded again into a project that already has the person: merged, nothing new.
    const again = await importResumes(owner, second._id, [{ filename: 'emily.pdf', data: pdf }]);
    expect(again.final).toMatchObject({ created: 0, merged: 1 });
    expect(again.final.files[0]?.candidate_id).toBe(created?.candidate_id);
    const links = await t.pool.query('select 1 from project_candidate where candidate_id = $1', [
      created?.candidate_id,
    ]);
    expect(links.rowCount).toBe(2);
  });

  it('makes one person of two resumes of the same person in one upload', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Twice' });
    const noah = personaById('noah-williams');
    const { final } = await importResumes(owner, project._id, [
      { filename: 'noah-1.pdf', data: await buildPdfResume(noah, 'compact') },
      { filename: 'noah-2.pdf', data: await buildPdfResume(noah, 'header-line') },
    ]);
    expect(final).toMatchObject({ status: 'completed', processed_rows: 2, rejected: 0 });
    expect(final.files.map((file) => file.outcome).sort()).toEqual(['created', 'merged']);
    expect(new Set(final.files.map((file) => file.candidate_id)).size).toBe(1);
  });
});
