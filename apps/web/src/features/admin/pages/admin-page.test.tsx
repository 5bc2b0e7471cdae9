import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { AdminUser, AdminWorkspace, AuditEntry } from '@hirelane/domain/admin/admin.schema';
import { AppSessionContext } from '../../../lib/app-session-context';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { stubApi } from '../../projects/test/project-fixtures';
import { AdminPage } from './admin-page';

const USER: AdminUser = {
  _id: 'u-2',
  email: 'grace@example.com',
  first_name: 'Grace',
  last_name: 'Hopper',
  is_allowed: true,
  is_admin: false,
  workspaces: [{ _id: 'w-2', name: 'Navy Hiring', role: 'owner' }],
};
const SELF: AdminUser = { ...USER, _id: 'u-1', email: 'ada@example.test', is_admin: true };
const WORKSPACE: AdminWorkspace = {
  _id: 'w-2',
  name: 'Navy Hiring',
  owner_email: 'grace@example.com',
  plan_name: 'starter',
  plan_status: 'past_due',
  current_period_end: '2026-03-01T00:00:00.000Z',
  members: 3,
};
const ENTRY: AuditEntry = {
  _id: 'a-1',
  actor_email: 'ada@example.test',
  action: 'user.access.set',
  target: 'grace@example.com',
  reason: 'Chargeback under review',
  details: { is_allowed: false },
  created_at: '2026-02-01T10:00:00.000Z',
};

const page = <T,>(items: T[]) => ({
  success: true,
  data: { items, total: items.length, page: 1, page_size: 20 },
});

const renderPage = () => {
  const api = stubApi({
    'GET /api/admin/users': () => jsonResponse(200, page([SELF, USER])),
    'GET /api/admin/workspaces': () => jsonResponse(200, page([WORKSPACE])),
    'GET /api/admin/audit-log': () => jsonResponse(200, page([ENTRY])),
    'POST /api/admin/users/access': () =>
      jsonResponse(200, { success: true, message: 'Access limited.' }),
    'POST /api/admin/workspaces/subscription': () =>
      jsonResponse(200, { success: true, message: 'Subscription updated.' }),
    'POST /api/admin/workspaces/credits': () =>
      jsonResponse(200, { success: true, message: '500 credits granted.' }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const session = sessionFixture({ is_admin: true });
  renderWithApp(
    <AppSessionContext.Provider value={session}>
      <Routes>
        <Route path="/app/admin" element={<AdminPage />} />
      </Routes>
    </AppSessionContext.Provider>,
    { session, path: '/app/admin' },
  );
  return api;
};

describe('AdminPage', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists users, workspaces and the audit log; searching asks the server again', async () => {
    const api = renderPage();
    await screen.findAllByText('grace@example.com');
    await screen.findByText('Chargeback under review');
    const users = screen.getByRole('region', { name: 'Users table' });
    const grace = within(users).getByText('grace@example.com').closest('tr') as HTMLElement;
    expect(within(grace).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(grace).getByText('Allowed')).toBeInTheDocument();
    expect(within(grace).getByText('Navy Hiring')).toBeInTheDocument();
    // No action on one's own account.
    const self = within(users).getByText('ada@example.test').closest('tr') as HTMLElement;
    expect(within(self).queryByRole('button')).toBeNull();

    const workspaces = screen.getByRole('region', { name: 'Workspaces table' });
    const row = within(workspaces).getByText('Navy Hiring').closest('tr') as HTMLElement;
    expect(within(row).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(row).getByText('past due')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();

    const audit = screen.getByRole('region', { name: 'Audit log table' });
    expect(within(audit).getByText('Set account access')).toBeInTheDocument();
    expect(within(audit).getByText('Chargeback under review')).toBeInTheDocument();

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search users and workspaces' }),
      'grace',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(
        api.calls.some(
          (call) => call.path === '/api/admin/users' && call.search.includes('q=grace'),
        ),
      ).toBe(true),
    );
  });

  it('restricts a user only with a confirmation and a reason', async () => {
    const api = renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Restrict grace@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Restrict this account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restrict account' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Say why, for the audit log.');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Chargeback under review');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restrict account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/admin/users/access',
      body: { email: 'grace@example.com', is_allowed: false, reason: 'Chargeback under review' },
    });
  });

  it('sets a workspace plan and status with a reason, keeping its period end', async () => {
    const api = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Set plan of Navy Hiring' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set the plan of Navy Hiring' });
    expect(within(dialog).getByLabelText('Plan')).toHaveValue('starter');
    await userEvent.selectOptions(within(dialog).getByLabelText('Plan'), 'enterprise');
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'active');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Signed contract');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/admin/workspaces/subscription',
      body: {
        workspace_id: 'w-2',
        plan_name: 'enterprise',
        plan_status: 'active',
        current_period_end: '2026-03-01T00:00:00.000Z',
        reason: 'Signed contract',
      },
    });
  });

  it('grants credits with a reason, refusing an amount that is not a whole number first', async () => {
    const api = renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Grant credits to Navy Hiring' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Grant credits to Navy Hiring' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Goodwill after the outage');
    await userEvent.type(within(dialog).getByLabelText('Credits'), '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant credits' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Give a whole number of credits.',
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Credits'));
    await userEvent.type(within(dialog).getByLabelText('Credits'), '1,500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant credits' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const grant = api.calls.find((call) => call.method === 'POST');
    expect(grant).toMatchObject({
      path: '/api/admin/workspaces/credits',
      body: { workspace_id: 'w-2', amount: 1500, reason: 'Goodwill after the outage' },
    });
    expect((grant?.body as { idempotency_key?: string }).idempotency_key).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });
});
