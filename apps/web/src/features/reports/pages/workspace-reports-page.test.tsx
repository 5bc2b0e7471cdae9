import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { WorkspaceReport } from '@hirelane/domain/reports/workspace-report.schema';
import { AppSessionContext } from '../../../lib/app-session-context';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { stubApi } from '../../projects/test/project-fixtures';
import { WorkspaceReportsPage } from './workspace-reports-page';

const report: WorkspaceReport = {
  range: { from: '2026-03-01', to: '2026-03-31' },
  projectId: null,
  projectOptions: [
    { id: 'p-1', name: 'Backend' },
    { id: 'p-2', name: 'Design' },
  ],
  totals: { added: 12_400, moves: 4, sent: 40, replies: 10, replyRate: 0.25 },
  projects: [
    {
      projectId: 'p-1',
      name: 'Backend',
      people: 20_000,
      added: 12_400,
      moves: 4,
      sent: 40,
      replies: 10,
      replyRate: 0.25,
    },
  ],
  recruiters: [{ userId: 'u-1', name: 'Ada Lovelace', added: 3, moves: 4, replies: 1 }],
};

const renderPage = () => {
  const api = stubApi({
    'GET /api/reports': () => jsonResponse(200, { success: true, data: report }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const session = sessionFixture();
  renderWithApp(
    <AppSessionContext.Provider value={session}>
      <Routes>
        <Route path="/app/reports" element={<WorkspaceReportsPage />} />
      </Routes>
    </AppSessionContext.Provider>,
    { session, path: '/app/reports?days=90' },
  );
  return api;
};

describe('WorkspaceReportsPage', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the totals, each project and each teammate with SPEC 9 numbers', async () => {
    renderPage();
    const projects = await screen.findByRole('table', { name: 'By project' });
    const backend = within(projects).getByRole('row', { name: /Backend/ });
    expect(within(backend).getByText('20K')).toBeInTheDocument();
    expect(within(backend).getByText('12.4K')).toBeInTheDocument();
    expect(within(backend).getByText('25%')).toBeInTheDocument();
    const teammates = screen.getByRole('table', { name: 'By teammate' });
    expect(within(teammates).getByRole('rowheader', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('asks for one project when the filter names it', async () => {
    const api = renderPage();
    await screen.findByRole('table', { name: 'By project' });
    await userEvent.selectOptions(screen.getByLabelText('Project'), 'Design');
    const last = api.calls.filter((call) => call.path === '/api/reports').at(-1);
    expect(last?.search).toContain('project=p-2');
  });
});
