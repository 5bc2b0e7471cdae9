import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarAccount } from '@hirelane/domain/calendars/calendar-account.schema';
import { jsonResponse } from '../../../test/json-response';
import { stubApi } from '../../projects/test/project-fixtures';
import { renderAccountRoutes } from '../../accounts/test/render-account-routes';
import { ConnectCalendarPage } from './connect-calendar-page';

const CONNECT = 'POST /api/communication/calendar/account/caldav';
const LIST = 'GET /api/communication/calendar/accounts';

const account = (overrides: Partial<CalendarAccount> = {}): CalendarAccount => ({
  id: '5f0c6a34-7c1e-4a8e-9d55-0c3b1e9f2a11',
  provider: 'caldav',
  address: 'rita@acme.test',
  server_url: 'https://dav.acme.test/',
  status: 'verified',
  invalid_reason: null,
  event_calendar: 'Work',
  calendars: ['Home', 'Work'],
  owner: { user_id: 'u1', name: 'Rita Recruiter' },
  can_remove: true,
  checked_at: '2026-11-24T09:00:00.000Z',
  ...overrides,
});

const renderPage = (
  connect: (body: unknown) => Response | Promise<Response>,
  accounts: CalendarAccount[] = [],
) => {
  const api = stubApi({
    [CONNECT]: ({ body }) => connect(body),
    [LIST]: () => jsonResponse(200, { success: true, data: accounts }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderAccountRoutes(
    [
      { path: '/app/connect-calendar', element: <ConnectCalendarPage /> },
      { path: '/app/calendar-confirmation', element: <h1>Calendar connected</h1> },
    ],
    '/app/connect-calendar',
  );
  return api;
};

const fill = async () => {
  await userEvent.type(screen.getByLabelText(/e-mail address/), 'Rita@Acme.test');
  await userEvent.type(screen.getByLabelText(/CalDAV server address/), 'https://dav.acme.test/');
  await userEvent.type(screen.getByLabelText(/Password or app password/), 's3cret');
};

describe('ConnectCalendarPage', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('checks the fields before sending anything', async () => {
    const api = renderPage(() => jsonResponse(200, { success: true, data: account() }));
    await userEvent.type(screen.getByLabelText(/CalDAV server address/), 'http://dav.acme.test/');
    await userEvent.click(screen.getByRole('button', { name: 'Connect calendar' }));
    expect(await screen.findByText(/Use an https:\/\/ address/)).toBeVisible();
    expect(screen.getByLabelText(/e-mail address/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the form and opens the confirmation with the address', async () => {
    const api = renderPage(() =>
      jsonResponse(200, { success: true, message: 'ok', data: account() }),
    );
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Connect calendar' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '/app/calendar-confirmation?email=rita%40acme.test',
      ),
    );
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      address: 'rita@acme.test',
      server_url: 'https://dav.acme.test/',
      password: 's3cret',
    });
  });

  it("shows the server's refusal next to the server address", async () => {
    renderPage(() =>
      jsonResponse(422, {
        success: false,
        message: 'The calendar server refused the user name or password.',
        errors: [
          { path: 'server_url', message: 'The calendar server refused the user name or password.' },
        ],
      }),
    );
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Connect calendar' }));
    expect(
      await screen.findByText('The calendar server refused the user name or password.'),
    ).toBeVisible();
    expect(screen.getByLabelText(/CalDAV server address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('where')).toHaveTextContent('/app/connect-calendar');
  });

  it('lists the connected calendars with their state and removal only where allowed', async () => {
    renderPage(
      () => jsonResponse(500, {}),
      [
        account(),
        account({
          id: '7a1f0c2e-1111-4c4c-8888-123456789abc',
          address: 'sam@acme.test',
          status: 'invalid',
          invalid_reason: 'The calendar server refused the user name or password.',
          owner: { user_id: 'u2', name: 'Sam Teammate' },
          can_remove: false,
        }),
      ],
    );
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(/Rita Recruiter/)).toHaveTextContent(
      'interviews go to “Work” · busy time read from 2 calendars',
    );
    expect(within(rows[0]!).getByRole('button', { name: 'Remove' })).toBeVisible();
    expect(within(rows[1]!).getByText(/Not working/)).toBeVisible();
    expect(within(rows[1]!).queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});
