import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarAccount } from '@hirelane/domain/calendars/calendar-account.schema';
import { jsonResponse } from '../../../test/json-response';
import { stubApi } from '../../projects/test/project-fixtures';
import { renderAccountRoutes } from '../../accounts/test/render-account-routes';
import { CalendarConfirmationPage } from './calendar-confirmation-page';
import { ConnectCalendarPage } from './connect-calendar-page';

const CONNECT = 'POST /api/communication/calendar/account/caldav';
const LIST = 'GET /api/communication/calendar/accounts';
const PROVIDERS = 'GET /api/communication/calendar/providers';
const EVENT_CALENDAR =
  'PUT /api/communication/calendar/account/5f0c6a34-7c1e-4a8e-9d55-0c3b1e9f2a11/event-calendar';

const providers = (available: boolean) => [
  {
    provider: 'google',
    label: 'Google Calendar',
    available,
    reason: available
      ? null
      : 'Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to connect Google Calendar.',
  },
  {
    provider: 'microsoft',
    label: 'Microsoft 365',
    available: true,
    reason: null,
  },
];

const account = (overrides: Partial<CalendarAccount> = {}): CalendarAccount => ({
  id: '5f0c6a34-7c1e-4a8e-9d55-0c3b1e9f2a11',
  provider: 'caldav',
  address: 'rita@acme.test',
  server_url: 'https://dav.acme.test/',
  status: 'verified',
  invalid_reason: null,
  event_calendar: 'Work',
  calendars: ['Home', 'Work'],
  event_calendar_id: 'https://dav.acme.test/rita/work/',
  calendar_choices: [
    { id: 'https://dav.acme.test/rita/home/', name: 'Home' },
    { id: 'https://dav.acme.test/rita/work/', name: 'Work' },
  ],
  owner: { user_id: 'u1', name: 'Rita Recruiter' },
  can_remove: true,
  checked_at: '2026-11-24T09:00:00.000Z',
  ...overrides,
});

const renderPage = (
  connect: (body: unknown) => Response | Promise<Response>,
  accounts: CalendarAccount[] = [],
  googleAvailable = true,
) => {
  const api = stubApi({
    [CONNECT]: ({ body }) => connect(body),
    [LIST]: () => jsonResponse(200, { success: true, data: accounts }),
    [PROVIDERS]: () => jsonResponse(200, { success: true, data: providers(googleAvailable) }),
    [EVENT_CALENDAR]: ({ body }) =>
      jsonResponse(200, {
        success: true,
        message: 'ok',
        data: account({
          event_calendar: 'Home',
          event_calendar_id: (body as { calendar_id: string }).calendar_id,
        }),
      }),
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

  it('links each configured provider to its consent and explains one that is not configured', async () => {
    renderPage(() => jsonResponse(500, {}), [], false);
    const microsoft = await screen.findByRole('link', { name: 'Connect Microsoft 365' });
    expect(microsoft.getAttribute('href')).toMatch(
      /^\/api\/communication\/calendar\/microsoft\/authorize(\?workspace=.+)?$/,
    );
    const google = screen.getByRole('button', { name: 'Connect Google Calendar' });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription(
      'Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to connect Google Calendar.',
    );
    expect(screen.queryByRole('link', { name: 'Connect Google Calendar' })).toBeNull();
  });

  it('offers both providers as links when both are configured', async () => {
    renderPage(() => jsonResponse(500, {}));
    expect(
      (await screen.findByRole('link', { name: 'Connect Google Calendar' })).getAttribute('href'),
    ).toMatch(/^\/api\/communication\/calendar\/google\/authorize/);
    expect(screen.queryByRole('button', { name: /Connect Google Calendar/ })).toBeNull();
  });

  it('saves the calendar booked interviews are written to', async () => {
    const api = renderPage(() => jsonResponse(500, {}), [account()]);
    const select = await screen.findByLabelText('Write booked interviews to');
    expect(select).toHaveValue('https://dav.acme.test/rita/work/');
    await userEvent.selectOptions(select, 'Home');
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        calendar_id: 'https://dav.acme.test/rita/home/',
      }),
    );
  });
});

describe('CalendarConfirmationPage', () => {
  const open = (search: string) =>
    renderAccountRoutes(
      [{ path: '/app/calendar-confirmation', element: <CalendarConfirmationPage /> }],
      `/app/calendar-confirmation${search}`,
    );

  it('names the address just connected', () => {
    open('?email=ana%40gmail.test');
    expect(screen.getByRole('heading', { name: 'Calendar connected' })).toBeVisible();
    expect(screen.getByText('ana@gmail.test')).toBeVisible();
  });

  it('says why a Google connection failed, and offers to try again', () => {
    open('?error=denied&provider=google');
    expect(
      screen.getByRole('heading', { name: 'Google Calendar was not connected' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Access to the calendar was not allowed, so it was not connected.',
    );
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/app/connect-calendar',
    );
  });

  it('shows a general reason for an unknown error code, never the raw text', () => {
    open('?error=%3Cscript%3E&provider=evil');
    expect(screen.getByRole('heading', { name: 'The calendar was not connected' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The calendar provider did not complete the connection. Please try again.',
    );
  });
});
