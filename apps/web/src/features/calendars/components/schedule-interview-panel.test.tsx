import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../test/json-response';
import { stubApi } from '../../projects/test/project-fixtures';
import { renderAccountRoutes } from '../../accounts/test/render-account-routes';
import { ScheduleInterviewPanel } from './schedule-interview-panel';

const ACCOUNTS = 'GET /api/communication/calendar/accounts';
const CREATE = 'POST /api/project/p-1/candidate/c-1/scheduling-link';

const account = {
  id: '5f0c6a34-7c1e-4a8e-9d55-0c3b1e9f2a11',
  provider: 'caldav',
  address: 'rita@acme.test',
  server_url: 'https://dav.acme.test/',
  status: 'verified',
  invalid_reason: null,
  event_calendar: 'Work',
  calendars: ['Work'],
  event_calendar_id: 'https://dav.acme.test/rita/work/',
  calendar_choices: [{ id: 'https://dav.acme.test/rita/work/', name: 'Work' }],
  owner: { user_id: 'u1', name: 'Rita Recruiter' },
  can_remove: true,
  checked_at: '2026-11-24T09:00:00.000Z',
};

const renderPanel = (accounts: unknown[], email: string | null = 'ada@example.com') => {
  const api = stubApi({
    [ACCOUNTS]: () => jsonResponse(200, { success: true, data: accounts }),
    [CREATE]: () =>
      jsonResponse(200, {
        success: true,
        data: {
          id: 'l-1',
          url: 'http://localhost/schedule/abc',
          status: 'open',
          emailed_to: email,
        },
      }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderAccountRoutes(
    [
      {
        path: '/app/projects/p-1/candidate/c-1',
        element: (
          <ScheduleInterviewPanel projectId="p-1" candidateId="c-1" candidateEmail={email} />
        ),
      },
    ],
    '/app/projects/p-1/candidate/c-1',
  );
  return api;
};

describe('ScheduleInterviewPanel', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('leads to connecting a calendar when none works', async () => {
    renderPanel([{ ...account, status: 'invalid' }]);
    expect(await screen.findByRole('link', { name: 'Connect a calendar' })).toHaveAttribute(
      'href',
      '/app/connect-calendar',
    );
  });

  it('makes a link from the chosen calendar and says it was e-mailed', async () => {
    const api = renderPanel([account]);
    expect(await screen.findByRole('checkbox', { name: /rita@acme.test/ })).toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText('Minutes'), '60');
    await userEvent.click(screen.getByRole('button', { name: 'Make scheduling link' }));
    expect(await screen.findByText('The link was e-mailed to ada@example.com.')).toBeVisible();
    expect(screen.getByLabelText('Scheduling link')).toHaveValue('http://localhost/schedule/abc');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      calendar_account_ids: [account.id],
      duration_minutes: 60,
      send_email: true,
      working_hours: { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
    });
  });
});
