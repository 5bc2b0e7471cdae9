import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_CSV_BYTES } from '@hirelane/domain/imports/import.schema';
import { setCurrentWorkspaceId } from '../../../lib/current-workspace';
import { jsonResponse } from '../../../test/json-response';
import { projectFixture } from '../../projects/test/project-fixtures';
import { FakeXhr } from '../test/fake-xhr';
import {
  IMPORT_ID,
  PROJECT_ID,
  importJob,
  renderImportPage,
  sizedFile,
} from '../test/render-import-page';
import { UploadCsvPage } from './upload-csv-page';

const ROUTE = '/app/projects/:id/pipeline/upload-csv';
const CUSTOM_FIELD_ID = '0b7e9a4c-2d3f-4a5b-8c6d-7e8f9a0b1c2d';
const fetchMock = vi.fn<typeof fetch>();
let jobAnswers: unknown[] = [];
let recentJobs: unknown[] = [];

const CSV = [
  'First Name,Last Name,Email Address,Company,Notice period',
  'Ada,Lovelace,ada@example.test,Analytical Engines,30 days',
  'Alan,Turing,alan@example.test,Bletchley,60 days',
].join('\n');

const csvFile = (content = CSV, name = 'candidates.csv') =>
  new File([content], name, { type: 'text/csv' });

const chooseFile = async (file: File) =>
  userEvent.upload(
    screen.getByLabelText(/Choose (a CSV|another) file/, { selector: 'input' }),
    file,
  );

describe('UploadCsvPage', () => {
  beforeEach(() => {
    setCurrentWorkspaceId('ws-1');
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    jobAnswers = [];
    recentJobs = [];
    fetchMock.mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.endsWith('/rejected.csv')) {
        return new Response(
          '\uFEFFFirst Name,Email Address,Rejection reason,Line in file\r\n' +
            'Broken,not-an-email,"The email ""not-an-email"" is not valid.",6\r\n' +
            'Nameless,,"The row has no name, email or LinkedIn URL.",9\r\n',
          { status: 200, headers: { 'Content-Type': 'text/csv' } },
        );
      }
      if (url.startsWith(`/api/project/${PROJECT_ID}/import/list`)) {
        return jsonResponse(200, { success: true, data: recentJobs });
      }
      if (url.startsWith(`/api/project/${PROJECT_ID}/import/get/${IMPORT_ID}`)) {
        const answer = jobAnswers.length > 1 ? jobAnswers.shift() : jobAnswers[0];
        return jsonResponse(200, { success: true, data: answer });
      }
      // Only the project call answers: GET /api/project/{id} is no route of the server (404).
      if (url.startsWith(`/api/project/get/${PROJECT_ID}?`)) {
        return jsonResponse(200, {
          success: true,
          data: projectFixture({
            _id: PROJECT_ID,
            custom_fields: [
              {
                _id: CUSTOM_FIELD_ID,
                name: 'Notice period',
                type: 'text',
                options: [],
                position: 0,
              },
            ],
          }),
        });
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

  it('previews the file and auto-maps its columns, custom fields included', async () => {
    renderImportPage(ROUTE, <UploadCsvPage />);
    expect(await screen.findByText(/No imports in this project yet/)).toBeInTheDocument();
    await chooseFile(csvFile());

    const preview = await screen.findByRole('region', { name: 'File preview' });
    expect(within(preview).getByRole('columnheader', { name: 'Email Address' })).toBeVisible();
    expect(within(preview).getByRole('cell', { name: 'alan@example.test' })).toBeVisible();
    expect(screen.getByText(/comma-separated · 5 columns/)).toBeInTheDocument();

    expect(screen.getByLabelText('Field for column First Name')).toHaveValue('first_name');
    expect(screen.getByLabelText('Field for column Last Name')).toHaveValue('last_name');
    expect(screen.getByLabelText('Field for column Email Address')).toHaveValue('email');
    expect(screen.getByLabelText('Field for column Company')).toHaveValue('current_company');
    await waitFor(() =>
      expect(screen.getByLabelText('Field for column Notice period')).toHaveValue(
        `custom:${CUSTOM_FIELD_ID}`,
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Import candidates' })).toBeEnabled();
  });

  it('asks for a name, e-mail or LinkedIn column and for each field once', async () => {
    renderImportPage(ROUTE, <UploadCsvPage />);
    await chooseFile(csvFile());
    const user = userEvent.setup();
    for (const column of ['First Name', 'Last Name', 'Email Address']) {
      await user.selectOptions(
        await screen.findByLabelText(`Field for column ${column}`),
        'ignore',
      );
    }
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Map a column to a name, an email or a LinkedIn URL.',
    );
    expect(screen.getByRole('button', { name: 'Import candidates' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Field for column First Name'), 'email');
    await user.selectOptions(screen.getByLabelText('Field for column Company'), 'email');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Email is mapped to both "First Name" and "Company".',
    );
    await user.selectOptions(screen.getByLabelText('Field for column Company'), 'current_company');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses files that are not CSV or are over 50 MB before reading them', async () => {
    renderImportPage(ROUTE, <UploadCsvPage />);
    const input = screen.getByLabelText('Choose a CSV file', { selector: 'input' });
    await userEvent.upload(input, sizedFile('people.xlsx', 2000), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“people.xlsx” is not a CSV file. Pick a .csv, .tsv or .txt file.',
    );
    await userEvent.upload(input, sizedFile('huge.csv', MAX_CSV_BYTES + 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent('files up to 50 MB can be imported');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])], 'photo.csv');
    await userEvent.upload(input, png);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“photo.csv” cannot be imported. This is an image, not a CSV file.',
    );
    expect(screen.queryByRole('button', { name: 'Import candidates' })).toBeNull();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('uploads mapping then file with progress, follows the import and sums it up', async () => {
    renderImportPage(ROUTE, <UploadCsvPage />);
    await chooseFile(csvFile());
    await screen.findByRole('region', { name: 'File preview' });
    await waitFor(() =>
      expect(screen.getByLabelText('Field for column Notice period')).toHaveValue(
        `custom:${CUSTOM_FIELD_ID}`,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Import candidates' }));

    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`/api/project/${PROJECT_ID}/import/csv?workspace=ws-1`);
    const form = xhr.body as FormData;
    expect([...form.keys()]).toEqual(['mapping', 'file']);
    expect(JSON.parse(form.get('mapping') as string)).toEqual({
      'First Name': 'first_name',
      'Last Name': 'last_name',
      'Email Address': 'email',
      Company: 'current_company',
      'Notice period': `custom:${CUSTOM_FIELD_ID}`,
    });
    expect((form.get('file') as File).name).toBe('candidates.csv');

    xhr.progress(512 * 1024, 2 * 1024 * 1024);
    const uploadBar = await screen.findByRole('progressbar', { name: 'Uploading' });
    expect(uploadBar).toHaveAttribute('aria-valuenow', String(512 * 1024));
    expect(uploadBar).toHaveAttribute('aria-valuetext', '512 KB of 2.0 MB uploaded');

    jobAnswers = [
      importJob({ status: 'running', total_rows: 100_000, processed_rows: 12_340 }),
      importJob({
        status: 'completed',
        total_rows: 100_000,
        processed_rows: 100_000,
        created: 97_000,
        updated: 1_500,
        merged: 1_200,
        rejected: 300,
        suppressed: 2,
        rejected_report_url: `/api/project/${PROJECT_ID}/import/${IMPORT_ID}/rejected.csv`,
        finished_at: '2026-03-05T10:01:00.000Z',
      }),
    ];
    xhr.respond(200, { success: true, data: importJob() });

    const running = await screen.findByRole('progressbar', { name: 'Importing candidates' });
    expect(running).toHaveAttribute('aria-valuenow', '12340');
    expect(running).toHaveAttribute('aria-valuemax', '100000');
    expect(screen.getByText('12,340 of 100,000 rows')).toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { name: 'Import complete' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('summary-created')).toHaveTextContent('97,000');
    expect(screen.getByTestId('summary-updated')).toHaveTextContent('1,500');
    expect(screen.getByTestId('summary-merged')).toHaveTextContent('1,200');
    expect(screen.getByTestId('summary-rejected')).toHaveTextContent('300');
    expect(screen.getByTestId('summary-suppressed')).toHaveTextContent(
      '2 rows were skipped: the person was erased at their request.',
    );
    const rejected = await screen.findByRole('list', { name: 'Rejected rows' });
    expect(
      within(rejected)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 6: The email "not-an-email" is not valid.',
      'Line 9: The row has no name, email or LinkedIn URL.',
      'and 298 more',
    ]);
    expect(screen.getByRole('link', { name: 'Download rejected rows (CSV)' })).toHaveAttribute(
      'href',
      `/api/project/${PROJECT_ID}/import/${IMPORT_ID}/rejected.csv`,
    );
    expect(screen.getByRole('link', { name: 'Go to pipeline' })).toHaveAttribute(
      'href',
      `/app/projects/${PROJECT_ID}/pipeline`,
    );
  });

  it('shows why an import failed and starts over with Try again', async () => {
    jobAnswers = [
      importJob({ status: 'failed', error: 'Row 12 has 3 columns; the header has 5.' }),
    ];
    renderImportPage(
      ROUTE,
      <UploadCsvPage />,
      `/app/projects/${PROJECT_ID}/pipeline/upload-csv?import=${IMPORT_ID}`,
    );
    expect(await screen.findByRole('heading', { name: 'The import failed' })).toBeVisible();
    expect(screen.getByText('Row 12 has 3 columns; the header has 5.')).toBeVisible();
    expect(screen.getByText('Nothing from this file was saved.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Choose a CSV file' })).toBeVisible();
  });

  it('shows the server’s refusal of an upload and keeps the file for another try', async () => {
    renderImportPage(ROUTE, <UploadCsvPage />);
    await chooseFile(csvFile());
    await userEvent.click(await screen.findByRole('button', { name: 'Import candidates' }));
    FakeXhr.last().respond(422, {
      success: false,
      message: 'This file is not a CSV text file.',
    });
    expect(await screen.findByRole('heading', { name: 'The upload failed' })).toBeVisible();
    expect(screen.getByText('This file is not a CSV text file.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(FakeXhr.instances).toHaveLength(2);
  });

  it('lists the project’s recent CSV imports with their outcome', async () => {
    recentJobs = [
      importJob({
        _id: 'job-done',
        filename: 'march.csv',
        status: 'completed',
        created: 1200,
        updated: 3,
        merged: 40,
        rejected: 2,
        suppressed: 1,
      }),
      importJob({ _id: 'job-failed', filename: 'april.csv', status: 'failed', error: 'Bad file.' }),
      importJob({ _id: 'job-resumes', kind: 'resume', filename: null, status: 'completed' }),
    ];
    renderImportPage(ROUTE, <UploadCsvPage />);
    const recent = await screen.findByRole('region', { name: 'Recent imports' });
    const march = await within(recent).findByRole('link', { name: 'march.csv' });
    expect(march).toHaveAttribute(
      'href',
      `/app/projects/${PROJECT_ID}/pipeline/upload-csv?import=job-done`,
    );
    expect(
      within(recent).getByText(
        '1,200 created · 3 updated · 40 merged · 2 rejected · 1 erased person skipped',
      ),
    ).toBeVisible();
    expect(within(recent).getByText('Bad file.')).toBeVisible();
    expect(within(recent).getAllByRole('listitem')).toHaveLength(2);
  });
});
