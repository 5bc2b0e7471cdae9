import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { Mailbox } from '@hirelane/domain/accounts/mailbox.schema';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { accountKeys } from '../api/query-keys';
import { mailboxFixture } from '../test/mailbox-fixtures';
import { stubApi } from '../../projects/test/project-fixtures';
import { MailboxSection } from './mailbox-section';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const MAILBOXES: Mailbox[] = [
  mailboxFixture(),
  mailboxFixture({
    _id: 'mb-2',
    email: 'off@acme.test',
    display_name: null,
    enabled: false,
    sent_today: 0,
  }),
  mailboxFixture({
    _id: 'mb-3',
    email: 'jobs@acme.test',
    display_name: null,
    provider: 'outlook',
    paused_reason: '6 of the last 50 e-mails bounced.',
  }),
  mailboxFixture({
    _id: 'mb-4',
    email: 'old@acme.test',
    display_name: null,
    provider: 'custom',
    status: 'invalid',
    invalid_reason: 'The password was changed.',
  }),
];

const renderSection = (mailboxes: Mailbox[] = MAILBOXES) => {
  let current = mailboxes;
  const api = stubApi({
    'GET /api/communication/email/account/mailboxes': () =>
      jsonResponse(200, { success: true, data: current }),
    'PUT /api/communication/email/account/update/mb-1': ({ body }) => {
      current = current.map((box) =>
        box._id === 'mb-1' ? { ...box, ...(body as Partial<Mailbox>) } : box,
      );
      return jsonResponse(200, { success: true, data: current[0] });
    },
    'PUT /api/communication/email/account/update/mb-3': ({ body }) =>
      jsonResponse(200, {
        success: true,
        message: 'Mailbox saved.',
        data: { ...mailboxes[2], ...(body as object), paused_reason: null },
      }),
    'PUT /api/communication/email/account/delete/mb-2': () => {
      current = current.filter((box) => box._id !== 'mb-2');
      return jsonResponse(200, { success: true, message: 'Mailbox removed.' });
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const { queryClient } = renderWithApp(<MailboxSection workspaceId="ws-1" />, {
    path: '/app/settings',
  });
  // What the top banner and the launch page read.
  queryClient.setQueryData(accountKeys.emails('ws-1'), { verified_emails: [], invalid_emails: [] });
  return {
    ...api,
    emailsInvalidated: () => queryClient.getQueryState(accountKeys.emails('ws-1'))?.isInvalidated,
  };
};

const row = (email: string) => {
  const item = screen
    .getAllByRole('listitem')
    .find((element) => element.getAttribute('data-mailbox') === email);
  if (!item) throw new Error(`No row for ${email}`);
  return item;
};

const reads = (api: { calls: ReturnType<typeof stubApi>['calls'] }, path: string) =>
  api.calls.filter((call) => call.method === 'GET' && call.path === path).length;

describe('MailboxSection', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });

  it('lists each mailbox with its state, today’s count and its switch', async () => {
    renderSection();
    await screen.findByRole('list', { name: 'Connected mailboxes' });

    const active = row('ada@acme.test');
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText(/12 \/ 50 sent today/)).toBeInTheDocument();
    expect(within(active).getByText(/Ada Lovelace/)).toBeInTheDocument();
    expect(within(active).getByRole('switch', { name: 'Send from ada@acme.test' })).toBeChecked();

    const disabled = row('off@acme.test');
    expect(within(disabled).getByText('Disabled')).toBeInTheDocument();
    expect(within(disabled).getByRole('switch')).not.toBeChecked();

    const paused = row('jobs@acme.test');
    expect(
      within(paused).getByText('Paused: 6 of the last 50 e-mails bounced.'),
    ).toBeInTheDocument();
    expect(within(paused).getByRole('switch')).not.toBeChecked();
    expect(within(paused).getByText(/Outlook \/ Microsoft 365/)).toBeInTheDocument();

    const invalid = row('old@acme.test');
    expect(within(invalid).getByText('Invalid: The password was changed.')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Connect mailbox' })).toHaveAttribute(
      'href',
      '/app/connect-mailbox',
    );
  });

  it('says so when no mailbox is connected', async () => {
    renderSection([]);
    expect(await screen.findByText('No mailbox connected yet.')).toBeInTheDocument();
  });

  it('switches a mailbox off with PUT update {enabled: false}, toasts and refetches', async () => {
    const api = renderSection();
    await screen.findByRole('list', { name: 'Connected mailboxes' });
    const before = reads(api, '/api/communication/email/account/mailboxes');
    await userEvent.click(screen.getByRole('switch', { name: 'Send from ada@acme.test' }));
    await waitFor(() =>
      expect(
        api.calls.find((call) => call.path === '/api/communication/email/account/update/mb-1')
          ?.body,
      ).toEqual({ enabled: false }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('ada@acme.test is disabled.'));
    await waitFor(() =>
      expect(reads(api, '/api/communication/email/account/mailboxes')).toBeGreaterThan(before),
    );
    expect(api.emailsInvalidated()).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Send from ada@acme.test' })).not.toBeChecked(),
    );
  });

  it('enables a paused mailbox with {enabled: true}', async () => {
    const api = renderSection();
    await screen.findByRole('list', { name: 'Connected mailboxes' });
    await userEvent.click(screen.getByRole('switch', { name: 'Send from jobs@acme.test' }));
    await waitFor(() =>
      expect(
        api.calls.find((call) => call.path === '/api/communication/email/account/update/mb-3')
          ?.body,
      ).toEqual({ enabled: true }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('jobs@acme.test is enabled.'));
  });

  it('edits the display name, daily limit and signature in a dialog', async () => {
    const api = renderSection();
    await screen.findByRole('list', { name: 'Connected mailboxes' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit ada@acme.test' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit mailbox' });
    const limit = within(dialog).getByLabelText(/Daily limit/);
    await userEvent.clear(limit);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save mailbox' }));
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();

    await userEvent.type(limit, '80');
    await userEvent.clear(within(dialog).getByLabelText('Display name'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save mailbox' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      api.calls.find((call) => call.path === '/api/communication/email/account/update/mb-1')?.body,
    ).toEqual({ display_name: null, daily_limit: 80, signature: 'Ada\nAcme Recruiting' });
    expect(toast.success).toHaveBeenCalledWith('ada@acme.test saved.');
    expect(await within(row('ada@acme.test')).findByText(/12 \/ 80 sent today/)).toBeVisible();
  });

  it('removes a mailbox after confirming', async () => {
    const api = renderSection();
    await screen.findByRole('list', { name: 'Connected mailboxes' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove off@acme.test' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove off@acme.test?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove mailbox' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Mailbox removed.'));
    expect(api.calls.some((call) => call.path.endsWith('/delete/mb-2'))).toBe(true);
    await waitFor(() => expect(screen.queryByText('off@acme.test')).toBeNull());
    expect(api.emailsInvalidated()).toBe(true);
  });
});
