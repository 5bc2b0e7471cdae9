import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_RESUME_BYTES, type ImportFile } from '@hirelane/domain/imports/import.schema';
import { setCurrentWorkspaceId } from '../../../lib/current-workspace';
import { jsonResponse } from '../../../test/json-response';
import { FakeXhr } from '../test/fake-xhr';
import {
  IMPORT_ID,
  PROJECT_ID,
  importJob,
  renderImportPage,
  sizedFile,
} from '../test/render-import-page';
import { UploadResumesPage } from './upload-resumes-page';

const ROUTE = '/app/projects/:id/pipeline/upload-resumes';
const fetchMock = vi.fn<typeof fetch>();
let jobAnswers: unknown[] = [];

const file = (overrides: Partial<ImportFile>): ImportFile => ({
  _id: crypto.randomUUID(),
  filename: 'resume.pdf',
  size: 1000,
  status: 'queued',
  reason: null,
  outcome: null,
  candidate_id: null,
  ...overrides,
});

const pick = (files: File[]) =>
  userEvent.upload(screen.getByLabelText('Choose resumes', { selector: 'input' }), files, {
    applyAccept: false,
  });

describe('UploadResumesPage', () => {
  beforeEach(() => {
    setCurrentWorkspaceId('ws-1');
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    jobAnswers = [];
    fetchMock.mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.startsWith(`/api/project/${PROJECT_ID}/import/list`)) {
        return jsonResponse(200, { success: true, data: [] });
      }
      if (url.startsWith(`/api/project/${PROJECT_ID}/import/get/${IMPORT_ID}`)) {
        const answer = jobAnswers.length > 1 ? jobAnswers.shift() : jobAnswers[0];
        return jsonResponse(200, { success: true, data: answer });
      }
      return jsonResponse(404, { success: false, message: 'Not found' });
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    FakeXhr.reset();
    setCurrentWorkspaceId(null);
  });

  it('refuses files by type and size in the browser and lists the rest', async () => {
    renderImportPage(ROUTE, <UploadResumesPage />);
    await pick([
      sizedFile('ada.pdf', 2048),
      sizedFile('alan.docx', 4096),
      sizedFile('photo.png', 100),
      sizedFile('scan.pdf', MAX_RESUME_BYTES + 1),
    ]);
    const list = screen.getByRole('list', { name: 'Resumes' });
    expect(within(list).getByText('ada.pdf')).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Remove alan.docx' })).toBeVisible();
    expect(
      within(list).getByText('Refused: Only PDF and DOCX files can be imported.'),
    ).toBeVisible();
    expect(
      within(list).getByText('Refused: The file is 10 MB; resumes up to 10 MB can be imported.'),
    ).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: 'Remove alan.docx' }));
    expect(within(list).queryByText('alan.docx')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload 1 resume' })).toBeEnabled();
  });

  it('takes files dropped on the drop zone and refuses more than 100 in one upload', async () => {
    renderImportPage(ROUTE, <UploadResumesPage />);
    const dropped = Array.from({ length: 101 }, (_, index) => sizedFile(`cv-${index}.pdf`, 500));
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: dropped } });
    expect(await screen.findByRole('button', { name: 'Upload 100 resumes' })).toBeEnabled();
    expect(screen.getByText('Refused: At most 100 resumes can be uploaded at once.')).toBeVisible();
    expect(screen.getByText('cv-99.pdf')).toBeVisible();
    expect(screen.getByText('cv-100.pdf')).toBeVisible();
  });

  it('uploads every file with progress, then shows each file’s result and a summary', async () => {
    renderImportPage(ROUTE, <UploadResumesPage />);
    await pick([
      sizedFile('ada.pdf', 2048),
      sizedFile('alan.docx', 4096),
      sizedFile('grace.pdf', 1024),
      sizedFile('fake.pdf', 512),
      sizedFile('notes.txt', 10),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload 4 resumes' }));

    const xhr = FakeXhr.last();
    expect(xhr.url).toBe(`/api/project/${PROJECT_ID}/import/resumes?workspace=ws-1`);
    const sent = (xhr.body as FormData).getAll('files') as File[];
    expect(sent.map((part) => part.name)).toEqual([
      'ada.pdf',
      'alan.docx',
      'grace.pdf',
      'fake.pdf',
    ]);
    xhr.progress(3000, 8000);
    expect(await screen.findByRole('progressbar', { name: 'Uploading' })).toHaveAttribute(
      'aria-valuenow',
      '3000',
    );

    const ada = file({ filename: 'ada.pdf' });
    const alan = file({ filename: 'alan.docx' });
    const grace = file({ filename: 'grace.pdf' });
    const fake = file({ filename: 'fake.pdf' });
    jobAnswers = [
      importJob({
        kind: 'resume',
        filename: null,
        status: 'running',
        files: [
          { ...ada, status: 'done', outcome: 'created', candidate_id: 'cand-ada' },
          { ...alan, status: 'parsing' },
          grace,
          { ...fake, status: 'refused', reason: 'This file is not a PDF or DOCX document.' },
        ],
      }),
      importJob({
        kind: 'resume',
        filename: null,
        status: 'completed',
        files: [
          { ...ada, status: 'done', outcome: 'created', candidate_id: 'cand-ada' },
          { ...alan, status: 'done', outcome: 'merged', candidate_id: 'cand-alan' },
          { ...grace, status: 'done', outcome: 'created', candidate_id: 'cand-grace' },
          { ...fake, status: 'refused', reason: 'This file is not a PDF or DOCX document.' },
        ],
      }),
    ];
    xhr.respond(200, {
      success: true,
      data: importJob({ kind: 'resume', files: [ada, alan, grace, fake] }),
    });

    expect(await screen.findByText('Parsing…')).toBeVisible();
    const progress = screen.getByRole('progressbar', { name: 'Reading resumes' });
    expect(progress).toHaveAttribute('aria-valuenow', '2');
    expect(progress).toHaveAttribute('aria-valuemax', '4');
    expect(progress).toHaveAttribute('aria-valuetext', '2 of 4 files processed');

    const summary = await screen.findByTestId('resume-summary', {}, { timeout: 3000 });
    expect(summary).toHaveTextContent('2 added, 1 merged, 2 refused.');
    const rows = screen.getAllByTestId('resume-file');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Added as new candidate'),
      expect.stringContaining('Merged into existing candidate'),
      expect.stringContaining('Added as new candidate'),
      expect.stringContaining('Refused: This file is not a PDF or DOCX document.'),
      expect.stringContaining('Refused: Only PDF and DOCX files can be imported.'),
    ]);
    expect(screen.getByRole('link', { name: 'View candidate from alan.docx' })).toHaveAttribute(
      'href',
      `/app/projects/${PROJECT_ID}/candidate/cand-alan`,
    );
    expect(screen.getByRole('link', { name: 'Go to pipeline' })).toHaveAttribute(
      'href',
      `/app/projects/${PROJECT_ID}/pipeline`,
    );
  });
});
