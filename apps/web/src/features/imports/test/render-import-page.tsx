import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { ImportJob } from '@hirelane/domain/imports/import.schema';
import { AppSessionContext } from '../../../lib/app-session-context';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';

export const PROJECT_ID = '5d1b7a52-6b6c-4a43-9b1e-1f0f3c1d2a10';
export const IMPORT_ID = '9a7c2b1e-3f4d-4e5f-8a9b-0c1d2e3f4a5b';

/** Renders an import page at its project route, inside a signed-in session of workspace ws-1. */
export const renderImportPage = (
  pattern: string,
  page: ReactNode,
  path = pattern.replace(':id', PROJECT_ID),
) => {
  const session = sessionFixture();
  return renderWithApp(
    <AppSessionContext.Provider value={session}>
      <Routes>
        <Route path={pattern} element={page} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
    </AppSessionContext.Provider>,
    { session, path },
  );
};

/** An import job as the server answers it, with overrides. */
export const importJob = (overrides: Partial<ImportJob> = {}): ImportJob => ({
  _id: IMPORT_ID,
  kind: 'csv',
  status: 'queued',
  filename: 'candidates.csv',
  total_rows: null,
  processed_rows: 0,
  created: 0,
  updated: 0,
  merged: 0,
  rejected: 0,
  suppressed: 0,
  error: null,
  rejected_report_url: null,
  files: [],
  created_at: '2026-03-05T10:00:00.000Z',
  finished_at: null,
  ...overrides,
});

/** A File whose reported size is `size` without allocating it. */
export const sizedFile = (name: string, size: number, content = 'x', type = ''): File => {
  const file = new File([content], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
