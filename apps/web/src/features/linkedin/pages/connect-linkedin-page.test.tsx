import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_LINKEDIN_LIMITS, limitUsage } from '@hirelane/domain/linkedin/linkedin-limits';
import { jsonResponse } from '../../../test/json-response';
import { stubApi } from '../../projects/test/project-fixtures';
import { renderAccountRoutes } from '../../accounts/test/render-account-routes';
import { ConnectLinkedinPage } from './connect-linkedin-page';

const REPORTED = {
  full_name: 'Ada Lovelace',
  profile_url: 'https://www.linkedin.com/in/ada',
  headline: 'Talent partner',
  reported_at: '2026-03-02T10:00:00.000Z',
};
const ACCOUNT = {
  id: 'acc-1',
  full_name: 'Ada Lovelace',
  profile_url: 'https://www.linkedin.com/in/ada',
  error_message: null,
  automation_enabled: true,
  paused_until: null,
  limits: DEFAULT_LINKEDIN_LIMITS,
  usage: limitUsage(DEFAULT_LINKEDIN_LIMITS, {
    day: { auto_linkedin_invite: 20, auto_linkedin_message_send: 12 },
    week: { auto_linkedin_invite: 41, auto_linkedin_message_send: 30 },
  }),
};

type State = { reported: typeof REPORTED | null; account: typeof ACCOUNT | null };

const renderPage = (
  state: State,
  confirm = () => jsonResponse(200, { success: true, data: state }),
) => {
  const api = stubApi({
    'GET /api/linkedin/connection': () => jsonResponse(200, { success: true, data: state }),
    'POST /api/linkedin/account/confirm': confirm,
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderAccountRoutes(
    [{ path: '/app/connect-linkedin', element: <ConnectLinkedinPage /> }],
    '/app/connect-linkedin',
  );
  return api;
};

describe('ConnectLinkedinPage', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('explains how to get the extension to report an account while none is reported', async () => {
    renderPage({ reported: null, account: null });
    expect(
      await screen.findByRole('heading', { name: 'Waiting for the browser extension' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The Hirelane browser extension is not detected in this browser.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Install the Hirelane browser extension/)).toBeInTheDocument();
    expect(
      screen.getByText('Open linkedin.com in this browser and sign in to your LinkedIn account.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('shows the reported member and confirms it with the profile URL shown', async () => {
    const api = renderPage({ reported: REPORTED, account: null });
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /linkedin\.com\/in\/ada/ })).toHaveAttribute(
      'href',
      REPORTED.profile_url,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        profile_url: REPORTED.profile_url,
      }),
    );
  });

  it('says the account is connected and shows the automation settings', async () => {
    renderPage({ reported: REPORTED, account: ACCOUNT });
    expect(
      await screen.findByRole('heading', { name: 'Your LinkedIn account is connected' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Automate LinkedIn steps' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByLabelText('Invitations a day')).toHaveValue(20);
  });

  it('shows what the account used of each limit and what is left', async () => {
    renderPage({ reported: REPORTED, account: ACCOUNT });
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Invitations, last 24 hours', '20 of 20', '0'],
      ['Invitations, last 7 days', '41 of 100', '59'],
      ['Profile views, last 24 hours', '0 of 80', '80'],
      ['Messages, last 24 hours', '12 of 50', '38'],
      ['Follows, last 24 hours', '0 of 30', '30'],
    ]);
  });

  it('shows the problem of the account and offers to re-connect it', async () => {
    const message = 'Your LinkedIn account is signed out in the browser.';
    renderPage({ reported: REPORTED, account: { ...ACCOUNT, error_message: message } as never });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Confirm to re-connect this account as your LinkedIn account in this workspace.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('refuses limits above the defaults before sending them', async () => {
    const api = renderPage({ reported: REPORTED, account: ACCOUNT });
    const field = await screen.findByLabelText('Messages a day');
    await userEvent.clear(field);
    await userEvent.type(field, '51');
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('At most 50.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
