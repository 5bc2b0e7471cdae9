import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { Mailbox } from '@hirelane/domain/accounts/mailbox.schema';
import type { InvitationListItem, Invitee } from '@hirelane/domain/interviews/invitations.schema';
import { AppSessionContext } from '../../../lib/app-session-context';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { stubApi } from '../../projects/test/project-fixtures';
import { SendInterviewInvitationsPage } from '../pages/send-interview-invitations-page';
import { bankPlan, designFixture } from '../test/interview-fixtures';

const BASE = '/api/project/p-1/interview';

const INVITEES: Invitee[] = [
  {
    _id: 'c-1',
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    do_not_contact: null,
    invitation_status: null,
  },
  {
    _id: 'c-2',
    full_name: 'Nobody Mail',
    email: null,
    do_not_contact: null,
    invitation_status: null,
  },
  {
    _id: 'c-3',
    full_name: 'Dina Blocked',
    email: 'dina@example.com',
    do_not_contact: { reason: 'Asked us to stop' },
    invitation_status: null,
  },
  {
    _id: 'c-4',
    full_name: 'Grace Hopper',
    email: 'grace@example.com',
    do_not_contact: null,
    invitation_status: null,
  },
];

const sentInvitation = (status: InvitationListItem['status']): InvitationListItem => ({
  _id: 'inv-1',
  candidate_id: 'c-9',
  full_name: 'Eli Earlier',
  email: 'eli@example.com',
  status,
  sent_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-11-27T10:00:00.000Z',
  reminders_sent: 1,
  opened_at: null,
  started_at: null,
  completed_at: null,
  revoked_at: null,
  sent_from: null,
  delivered_at: '2026-11-20T10:00:01.000Z',
  delivery_error: null,
});

const CAMPAIGN_BOX: Mailbox = {
  _id: 'box-1',
  email: 'talent@acme.test',
  display_name: 'Acme Talent',
  provider: 'custom',
  status: 'verified',
  invalid_reason: null,
  enabled: true,
  paused_reason: null,
  daily_limit: 50,
  signature: '',
  sent_today: 0,
  smtp: null,
  imap: null,
  last_polled_at: null,
};

const setup = (
  options: {
    plan?: boolean;
    balance?: number;
    query?: string;
    campaignBox?: boolean;
    refused?: string;
    notSent?: string;
  } = {},
) => {
  let invitations = [
    options.notSent
      ? {
          ...sentInvitation('open'),
          sent_from: CAMPAIGN_BOX.email,
          delivered_at: null,
          delivery_error: options.notSent,
        }
      : sentInvitation('open'),
  ];
  const api = stubApi({
    [`GET ${BASE}`]: () =>
      jsonResponse(200, {
        success: true,
        data: designFixture({ plan: options.plan === false ? null : bankPlan() }),
      }),
    [`GET ${BASE}/invitations/candidates`]: () =>
      jsonResponse(200, {
        success: true,
        data: {
          items: INVITEES,
          total: 4,
          default_mailbox_id: options.campaignBox ? CAMPAIGN_BOX._id : null,
        },
      }),
    [`GET ${BASE}/invitations`]: () => jsonResponse(200, { success: true, data: invitations }),
    'GET /api/communication/email/account/mailboxes': () =>
      jsonResponse(200, { success: true, data: options.campaignBox ? [CAMPAIGN_BOX] : [] }),
    'GET /api/subscription/balance': () =>
      jsonResponse(200, {
        success: true,
        data: {
          balance: options.balance ?? 100,
          plan_name: 'pro',
          plan_status: 'active',
          credits_per_month: 2000,
          current_period_end: null,
          period_granted: 2000,
          period_used: 0,
          next_grant_at: null,
        },
      }),
    [`POST ${BASE}/invitations/preview`]: ({ body }) =>
      jsonResponse(200, {
        success: true,
        data: {
          to: 'ada@example.com',
          subject: 'Your interview for Senior Backend Engineer at Acme',
          text: `Hi Ada,\n${(body as { body: string }).body.slice(0, 20)}`,
          html: '',
        },
      }),
    [`POST ${BASE}/invitations/send`]: () =>
      jsonResponse(200, {
        success: true,
        data: {
          results: [
            { candidate_id: 'c-1', outcome: 'sent', invitation_id: 'inv-2' },
            {
              candidate_id: 'c-4',
              outcome: 'skipped',
              reason: 'already_invited',
              message: 'Already invited.',
            },
          ],
          sent: 1,
          skipped: 1,
          credits_held: 10,
          undelivered: options.refused ? [{ candidate_id: 'c-1', reason: options.refused }] : [],
        },
      }),
    [`POST ${BASE}/invitations/inv-1/revoke`]: () => {
      invitations = [sentInvitation('revoked')];
      return jsonResponse(200, { success: true, data: invitations[0] });
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const session = sessionFixture();
  renderWithApp(
    <AppSessionContext.Provider value={session}>
      <Routes>
        <Route
          path="/app/projects/:id/pipeline/send-interview-invitations"
          element={<SendInterviewInvitationsPage />}
        />
      </Routes>
    </AppSessionContext.Provider>,
    {
      session,
      path: `/app/projects/p-1/pipeline/send-interview-invitations${options.query ?? ''}`,
    },
  );
  return api;
};

describe('Send interview invitations page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the pipeline selection, keeps out those without e-mail or do-not-contact, shows the cost', async () => {
    setup({ query: '?candidate_ids=c-1,c-2,c-3' });
    const ada = await screen.findByRole('checkbox', { name: /Ada Lovelace/ });
    await waitFor(() => expect(ada).toBeChecked());
    expect(screen.getByRole('checkbox', { name: /Nobody Mail/ })).toBeDisabled();
    const dina = screen.getByRole('checkbox', { name: /Dina Blocked/ });
    expect(dina).toBeDisabled();
    expect(dina).not.toBeChecked();
    expect(screen.getByText('Do not contact: Asked us to stop')).toBeInTheDocument();
    expect(await screen.findByText('· 10 credits · 90 left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Grace Hopper/ }));
    expect(await screen.findByText('· 20 credits · 80 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send 2 invitations/ })).toBeEnabled();
  });

  it('refuses a message without the interview link, and inserts a variable chip', async () => {
    setup({ query: '?candidate_ids=c-1' });
    const message = await screen.findByLabelText('Message');
    await userEvent.clear(message);
    await userEvent.type(message, 'Hello ');
    expect(message).toHaveAccessibleDescription('The e-mail must contain {{interview_link}}.');
    expect(screen.getByRole('button', { name: /Send 1 invitation/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Interview link' }));
    expect(message).toHaveValue('Hello {{interview_link}}');
    expect(screen.queryAllByText('The e-mail must contain {{interview_link}}.')).toEqual([]);
  });

  it('previews for a real candidate, sends and lists who was skipped', async () => {
    const api = setup({ query: '?candidate_ids=c-1,c-4' });
    await screen.findByRole('checkbox', { name: /Ada Lovelace/ });
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('article', { name: 'E-mail preview' });
    expect(within(preview).getByText('To: ada@example.com')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Send 2 invitations/ }));
    const status = await screen.findByText(/1 invitation sent · 10 credits held/);
    expect(status.closest('[role="status"]')).toHaveTextContent('Grace Hopper: Already invited.');
    const sent = api.calls.find((call) => call.path.endsWith('/invitations/send'));
    expect(sent?.body).toMatchObject({ candidate_ids: ['c-1', 'c-4'] });
    expect(sent?.body).toMatchObject({ mailbox_id: null });
  });

  it("proposes the project's campaign mailbox and says whose e-mail was not sent, and why", async () => {
    const api = setup({
      query: '?candidate_ids=c-1',
      campaignBox: true,
      refused: 'Invalid login: 535 Authentication failed',
    });
    await waitFor(() => expect(screen.getByLabelText('Send from')).toHaveValue(CAMPAIGN_BOX._id));
    await userEvent.click(await screen.findByRole('button', { name: /Send 1 invitation/ }));
    const status = await screen.findByText(/0 invitations sent/);
    expect(status.closest('[role="status"]')).toHaveTextContent(
      'Ada Lovelace: Invalid login: 535 Authentication failed',
    );
    const sent = api.calls.find((call) => call.path.endsWith('/invitations/send'));
    expect(sent?.body).toMatchObject({ mailbox_id: CAMPAIGN_BOX._id });
  });

  it('marks an invitation whose e-mail did not go, with the sender and the reason', async () => {
    setup({ notSent: 'The mailbox talent@acme.test cannot send: Disabled' });
    await screen.findByText('Eli Earlier');
    expect(screen.getByText('Not sent')).toBeInTheDocument();
    expect(screen.getByText('From talent@acme.test')).toBeInTheDocument();
    expect(
      screen.getByText('The mailbox talent@acme.test cannot send: Disabled'),
    ).toBeInTheDocument();
  });

  it('shows a delivered invitation as sent, from the product mail', async () => {
    setup();
    await screen.findByText('Eli Earlier');
    expect(screen.queryByText('Not sent')).not.toBeInTheDocument();
    expect(screen.getByText('From Hirelane’s own mail')).toBeInTheDocument();
  });

  it('sends nothing and costs nothing while nobody is selected', async () => {
    setup();
    await screen.findByRole('checkbox', { name: /Ada Lovelace/ });
    expect(await screen.findByText('· 0 credits · 100 left')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: /^Send invitations/ });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Pick at least one candidate.');
  });

  it('says a plan is needed before anything can be sent', async () => {
    setup({ plan: false, query: '?candidate_ids=c-1' });
    expect(await screen.findByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/app/projects/p-1/settings',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Send 1 invitation/ })).toBeDisabled(),
    );
  });

  it('revokes an invitation from the list', async () => {
    setup();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoke the invitation of Eli Earlier' }),
    );
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend to Eli Earlier' })).toBeNull();
  });
});
