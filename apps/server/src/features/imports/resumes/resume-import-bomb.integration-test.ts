import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildLyingZipBombDocx } from '../../../../test/resume-fixtures/build-bad-files';
import { buildPdfResume } from '../../../../test/resume-fixtures/build-pdf-resume';
import { personaById } from '../../../../test/resume-fixtures/personas';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { RESUME_ZIP_BOMB } from '../../../integrations/resume-parser/resume-refusal-reasons';
import { projectKit, type Kit } from '../../projects/project.test-kit';
import { waitForImport } from '../csv/csv-import.test-kit';
import { DOCX, importOf, uploadResumes, type Who } from './resume-import.test-kit';
import { closeSharedResumeParser } from './resume-shared-parser';

let t: TestApp;
let kit: Kit;
let owner: Who;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp({}, { worker: true });
  kit = projectKit(t, 49);
  owner = await kit.owner('bombs@example.com', 'Bomb Squad');
  projectId = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Bombs' }))._id;
});

afterAll(async () => {
  await t.close();
  await closeSharedResumeParser();
});

it('refuses four zip-bomb DOCX files whose directory lies about their sizes, without the server growing, and imports the good file', async () => {
  const bomb = buildLyingZipBombDocx();
  expect(bomb.byteLength).toBeLessThan(3 * 1024 * 1024);
  const good = await buildPdfResume(personaById('sarah-johnson'), 'classic');
  const files = [
    ...Array.from({ length: 4 }, (_, index) => ({
      filename: `bomb-${index}.docx`,
      data: bomb,
      contentType: DOCX,
    })),
    { filename: 'sarah.pdf', data: good },
  ];
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 20);
  try {
    const response = await uploadResumes(t, owner, projectId, files);
    expect(response.statusCode, response.body).toBe(200);
    const { final } = await waitForImport(t, owner, projectId, importOf(response)._id, 60_000);
    expect(final).toMatchObject({ status: 'completed', created: 1, rejected: 4 });
    expect(final.files.map((file) => [file.filename, file.status, file.reason])).toEqual([
      ...files.slice(0, 4).map((file) => [file.filename, 'refused', RESUME_ZIP_BOMB]),
      ['sarah.pdf', 'done', null],
    ]);
  } finally {
    clearInterval(sampler);
  }
  // The issue measured +1 GB per bomb: the server process must not grow by a tenth of one.
  expect((rssPeak - rssBefore) / (1024 * 1024)).toBeLessThan(100);
}, 90_000);
