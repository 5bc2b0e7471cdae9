import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { ProjectReport } from '@hirelane/domain/reports/project-report.schema';
import { AppSessionContext } from '../../../lib/app-session-context';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { projectFixture, stubApi } from '../../projects/test/project-fixtures';
import { ProjectReportsPage } from './project-reports-page';

const counts = {
  sent: 1500,
  delivered: 1400,
  opened: null,
  clicked: null,
  replied: 70,
  bounced: 100,
  unsubscribed: 3,
  replyRate: 0.05,
};

const report = (interviews: ProjectReport['interviews'] = null): ProjectReport => ({
  range: { from: '2026-03-01', to: '2026-03-31' },
  agent: 'ria',
  stepLabels: ['In campaign', 'Completed'],
  stages: [
    { stage: 'shortlisted', label: 'Shortlisted', current: 2500, entered: 4, conversion: null },
    { stage: 'in_campaign', label: 'In campaign', current: 2, entered: 2, conversion: 0.5 },
  ],
  timeInStage: [
    { stage: 'shortlisted', label: 'Shortlisted', stays: 3, medianSeconds: 3723, p90Seconds: 7200 },
  ],
  sources: [{ source: 'csv', label: '=Evil', added: 3, advanced: 2, converted: 0, conversion: 0 }],
  campaignSteps: [
    { stepId: 's1', position: 1, type: 'auto_email', label: 'Step 1 · Email', ...counts },
  ],
  channels: [{ channel: 'email', label: 'E-mail', ...counts }],
  repliesByDay: [
    { day: '2026-03-08', count: 0 },
    { day: '2026-03-09', count: 1 },
  ],
  mailboxes: [{ mailboxId: 'm1', email: 'a@report.test', sent: 3, bounced: 1, bounceRate: 1 / 3 }],
  interviews,
});

const renderPage = (data: ProjectReport, path = '/app/projects/p-1/reports') => {
  const api = stubApi({
    'GET /api/project/get/p-1': () =>
      jsonResponse(200, { success: true, data: projectFixture({ _id: 'p-1' }) }),
    'GET /api/project/p-1/reports': () => jsonResponse(200, { success: true, data }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const session = sessionFixture();
  renderWithApp(
    <AppSessionContext.Provider value={session}>
      <Routes>
        <Route path="/app/projects/:id/reports" element={<ProjectReportsPage />} />
      </Routes>
    </AppSessionContext.Provider>,
    { session, path },
  );
  return api;
};

describe('ProjectReportsPage', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows each report as a table with SPEC 9 numbers and durations', async () => {
    renderPage(report());
    const funnel = await screen.findByRole('table', { name: 'Pipeline funnel' });
    const shortlisted = within(funnel).getByRole('row', { name: /Shortlisted/ });
    expect(within(shortlisted).getByText('2.5K')).toBeInTheDocument();
    expect(within(funnel).getByText('50%')).toBeInTheDocument();
    const stays = screen.getByRole('table', { name: 'Time in stage' });
    expect(within(stays).getByText('1 Hr 2 Min 3 Sec')).toBeInTheDocument();
    const steps = screen.getByRole('table', { name: 'Campaign by step' });
    const step = within(steps).getByRole('row', { name: /Step 1 · Email/ });
    expect(within(step).getByText('1.5K')).toBeInTheDocument();
    expect(within(step).getAllByText('—')).toHaveLength(2);
    expect(within(step).getByText('5%')).toBeInTheDocument();
    const replies = screen.getByRole('table', { name: 'Replies over time' });
    expect(within(replies).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('table', { name: 'Mailbox deliverability' })).toHaveTextContent(
      '33.3%',
    );
    expect(screen.queryByRole('heading', { name: 'Interviews' })).not.toBeInTheDocument();
  });

  it('asks the server for the range in the address, and a preset replaces it', async () => {
    const api = renderPage(report(), '/app/projects/p-1/reports?from=2026-03-01&to=2026-03-31');
    await screen.findByRole('table', { name: 'Pipeline funnel' });
    const asked = api.calls.filter((call) => call.path === '/api/project/p-1/reports');
    expect(asked[0]?.search).toContain('from=2026-03-01&to=2026-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const last = api.calls.filter((call) => call.path === '/api/project/p-1/reports').at(-1);
    expect(last?.search).not.toContain('from=2026-03-01');
  });

  it('refuses a custom range that ends before it starts', async () => {
    renderPage(report());
    await screen.findByRole('table', { name: 'Pipeline funnel' });
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-10');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The start date must not be after the end date.',
    );
  });

  it('exports a table as a formula-safe CSV', async () => {
    let written = '';
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:report';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderPage(report());
    await userEvent.click(await screen.findByRole('button', { name: 'Export Sources as CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    written = await (blobs[0] as Blob).text();
    expect(written).toBe(
      'Source,Added in range,Reached In campaign,Reached Completed,Conversion\r\n"\'=Evil",3,2,0,0%\r\n',
    );
  });

  it('adds the interviews of a charlie project', async () => {
    renderPage(
      report({
        invited: 3,
        completed: 2,
        completionRate: 2 / 3,
        verdicts: [{ verdict: 'hire', label: 'Hire', count: 2 }],
        medianSecondsToComplete: 5400,
        p90SecondsToComplete: 7200,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Interviews' })).toBeInTheDocument();
    expect(screen.getByText('66.7%')).toBeInTheDocument();
    expect(screen.getByText('1 Hr 30 Min')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Verdicts' })).toHaveTextContent('Hire2');
  });
});
