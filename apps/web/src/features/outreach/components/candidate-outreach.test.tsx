import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from '@hirelane/domain/format/format-date';
import type {
  CandidateEmailMessage,
  CandidateEnrollment,
  CandidateMessages,
} from '@hirelane/domain/outreach/candidate-messages.schema';
import { jsonResponse } from '../../../test/json-response';
import { PROJECT_ID, renderInProject } from '../../pipeline/test/pipeline-test-kit';
import { stubApi } from '../../projects/test/project-fixtures';
import { CANDIDATE_MESSAGES_REFETCH_MS } from '../api/candidate-messages';
import { CandidateOutreach } from './candidate-outreach';

const enrollment = (overrides: Partial<CandidateEnrollment>): CandidateEnrollment => ({
  _id: 'e-1',
  campaign_id: 'c-1',
  project_id: PROJECT_ID,
  status: 'active',
  current_step: 2,
  total_steps: 4,
  next_run_at: '2026-03-10T09:30:00.000Z',
  held_reason: null,
  stop_reason: null,
  ...overrides,
});

const message = (overrides: Partial<CandidateEmailMessage>): CandidateEmailMessage => ({
  _id: 'm-1',
  direction: 'outbound',
  kind: 'sent',
  subject: 'A role at Acme',
  from: 'ada@acme.test',
  to: 'grace@example.test',
  text: 'Hi Grace,\n\nWould you like to talk?\n<b>not bold</b>',
  at: '2026-03-09T08:00:00.000Z',
  opened_at: '2026-03-09T10:15:00.000Z',
  clicked_at: null,
  ...overrides,
});

const EMPTY: CandidateMessages = {
  do_not_contact: false,
  do_not_contact_reason: null,
  enrollments: [],
  messages: [],
};

const PROJECTS = [
  { _id: PROJECT_ID, name: 'Staff Engineer', stage: 'in_campaign' as const },
  { _id: 'p2', name: 'Data Lead', stage: 'in_campaign' as const },
];

const renderOutreach = (data: CandidateMessages) => {
  const api = stubApi({
    'GET /api/candidate/cand-1/messages': () => jsonResponse(200, { success: true, data }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderInProject(<CandidateOutreach candidateId="cand-1" projects={PROJECTS} />, {
    path: `/app/projects/${PROJECT_ID}/candidate/cand-1`,
    route: '/app/projects/:id/candidate/:candidateID',
  });
  return api;
};

const outreach = () => screen.getByRole('region', { name: 'Outreach' });

describe('CandidateOutreach', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says when there is nothing yet', async () => {
    renderOutreach(EMPTY);
    expect(await screen.findByText('No e-mails yet.')).toBeInTheDocument();
    expect(screen.getByText('Not in a campaign yet.')).toBeInTheDocument();
    expect(screen.queryByText('Do not contact')).toBeNull();
  });

  it('shows each enrolment’s state: in sequence, held, stopped, waiting, completed', async () => {
    renderOutreach({
      ...EMPTY,
      enrollments: [
        enrollment({ _id: 'e-1' }),
        enrollment({
          _id: 'e-2',
          project_id: 'p2',
          held_reason: 'The mailbox ada@acme.test reached its daily limit.',
        }),
        enrollment({ _id: 'e-3', status: 'stopped', stop_reason: 'bounced', current_step: null }),
        enrollment({ _id: 'e-4', status: 'waiting', current_step: 1, next_run_at: null }),
        enrollment({ _id: 'e-5', status: 'completed', current_step: null, next_run_at: null }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Campaigns' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByTestId('enrollment-status').textContent)).toEqual([
      'In sequence — step 2 of 4',
      'In sequence — step 2 of 4',
      'Stopped: E-mail bounced',
      'Waiting for launch',
      'Completed',
    ]);
    expect(items[0]).toHaveTextContent(
      `Next send at ${formatDateTime('2026-03-10T09:30:00.000Z')}`,
    );
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/app/projects/${PROJECT_ID}/campaign/c-1`,
    );
    expect(items[0]).toHaveTextContent('Campaign of Staff Engineer');
    expect(within(items[1] as HTMLElement).getByTestId('enrollment-held')).toHaveTextContent(
      'Held: The mailbox ada@acme.test reached its daily limit.',
    );
    expect(items[1]).toHaveTextContent('Campaign of Data Lead');
    expect(within(items[2] as HTMLElement).queryByText(/Next send/)).toBeNull();
  });

  it('shows the step the candidate is on and when its e-mail goes out, not a later one', async () => {
    renderOutreach({
      ...EMPTY,
      enrollments: [
        enrollment({ current_step: 1, total_steps: 2, next_run_at: '2026-03-10T08:00:00.000Z' }),
      ],
    });
    const status = await screen.findByTestId('enrollment-status');
    expect(status).toHaveTextContent('In sequence — step 1 of 2');
    expect(screen.getByRole('listitem')).toHaveTextContent(
      `Next send at ${formatDateTime('2026-03-10T08:00:00.000Z')}`,
    );
  });

  it('renders the thread as plain text, with direction, addresses and tracking', async () => {
    renderOutreach({
      ...EMPTY,
      messages: [
        message({}),
        message({
          _id: 'm-2',
          direction: 'inbound',
          kind: 'auto_reply',
          subject: 'Out of office',
          from: 'grace@example.test',
          to: 'ada@acme.test',
          text: 'Back on Monday.',
          opened_at: null,
        }),
        message({
          _id: 'm-3',
          direction: 'inbound',
          kind: 'reply',
          subject: 'Re: A role at Acme',
          from: 'grace@example.test',
          to: 'ada@acme.test',
          text: 'Yes, happy to talk.',
          opened_at: null,
        }),
        message({
          _id: 'm-4',
          subject: 'Following up',
          clicked_at: '2026-03-11T11:00:00.000Z',
        }),
        message({
          _id: 'm-5',
          direction: 'inbound',
          kind: 'bounce',
          subject: 'Undelivered Mail Returned to Sender',
          from: 'mailer-daemon@example.test',
          to: 'ada@acme.test',
          text: '550 5.1.1 User unknown',
          opened_at: null,
        }),
      ],
    });
    const thread = await screen.findByRole('list', { name: 'E-mail thread' });
    const articles = within(thread).getAllByRole('article');
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual([
      'Sent: A role at Acme',
      'Automatic reply: Out of office',
      'Reply: Re: A role at Acme',
      'Sent: Following up',
      'Bounce: Undelivered Mail Returned to Sender',
    ]);
    const first = articles[0] as HTMLElement;
    expect(first).toHaveTextContent('ada@acme.test → to grace@example.test');
    expect(first).toHaveTextContent(`Opened ${formatDateTime('2026-03-09T10:15:00.000Z')}`);
    expect(within(first).queryByText(/Clicked/)).toBeNull();
    const body = within(first).getByText(/Would you like to talk\?/);
    expect(body.textContent).toBe('Hi Grace,\n\nWould you like to talk?\n<b>not bold</b>');
    expect(body).toHaveClass('whitespace-pre-wrap');
    expect(first.querySelector('b')).toBeNull();
    expect(articles[3]).toHaveTextContent(`Clicked ${formatDateTime('2026-03-11T11:00:00.000Z')}`);
  });

  it('shows the WhatsApp conversation, sent and received, only when there is one', async () => {
    renderOutreach({
      ...EMPTY,
      whatsapp_messages: [
        {
          _id: 'w-1',
          direction: 'outbound',
          status: 'read',
          text: 'Hi Ada',
          at: '2026-11-24T12:00:00.000Z',
        },
        {
          _id: 'w-2',
          direction: 'inbound',
          status: 'received',
          text: 'Yes, call me',
          at: '2026-11-24T12:05:00.000Z',
        },
      ],
    });
    const conversation = await screen.findByRole('list', { name: 'WhatsApp conversation' });
    expect(within(conversation).getByRole('article', { name: 'WhatsApp sent' })).toHaveTextContent(
      /Hi Ada.*Sent \(read\)/,
    );
    expect(within(conversation).getByRole('article', { name: 'WhatsApp reply' })).toHaveTextContent(
      /Yes, call me.*Received/,
    );
    expect(screen.queryByText('No e-mails yet.')).toBeInTheDocument();
  });

  it('warns when the candidate must not be contacted', async () => {
    renderOutreach({
      ...EMPTY,
      do_not_contact: true,
      do_not_contact_reason: 'Asked not to be contacted again.',
    });
    const notice = await within(outreach()).findByText('Do not contact');
    expect(notice.parentElement).toHaveTextContent('Asked not to be contacted again.');
  });

  it('reads the thread again every 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = renderOutreach(EMPTY);
    await screen.findByText('No e-mails yet.');
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(CANDIDATE_MESSAGES_REFETCH_MS);
    await waitFor(() => expect(api.calls).toHaveLength(2));
  });

  it('reads the candidate again when a reply stops the sequence (the pipeline moved)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: CandidateMessages = { ...EMPTY, enrollments: [enrollment({})] };
    const api = stubApi({
      'GET /api/candidate/cand-1/messages': () =>
        jsonResponse(200, { success: true, data: answer }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    const { queryClient } = renderInProject(
      <CandidateOutreach candidateId="cand-1" projects={PROJECTS} />,
      {
        path: `/app/projects/${PROJECT_ID}/candidate/cand-1`,
        route: '/app/projects/:id/candidate/:candidateID',
      },
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(CANDIDATE_MESSAGES_REFETCH_MS);
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(invalidate).not.toHaveBeenCalled();

    answer = {
      ...EMPTY,
      enrollments: [enrollment({ status: 'stopped', stop_reason: 'replied', next_run_at: null })],
      messages: [message({ direction: 'inbound', kind: 'reply' })],
    };
    await vi.advanceTimersByTimeAsync(CANDIDATE_MESSAGES_REFETCH_MS);
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
    const filters = invalidate.mock.calls[0]?.[0];
    expect(filters?.queryKey).toEqual(['candidate', expect.any(String)]);
    const keepsMessages = filters?.predicate?.({
      queryKey: ['candidate', 'w', 'cand-1', 'messages'],
    } as never);
    expect(keepsMessages).toBe(false);
  });
});
