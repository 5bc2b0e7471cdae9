import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxThreadDetail } from '@hirelane/domain/inbox/inbox.schema';
import { LINKEDIN_REPLY_NOTE, LINKEDIN_REPLY_QUEUED } from '@hirelane/domain/inbox/reply-channel';
import { jsonResponse } from '../../../test/json-response';
import { stubEditorLayout } from '../../campaigns/lib/message-editor-test-dom';
import { renderInProject } from '../../pipeline/test/pipeline-test-kit';
import { projectFixture, stubApi } from '../../projects/test/project-fixtures';
import { detail, linkedinDetail, page, thread, workspacePage } from '../test/inbox-fixtures';
import { InboxPage } from './inbox-page';

const renderPage = (
  options: { teamFeature?: boolean; reply?: () => Response; graceThread?: InboxThreadDetail } = {},
) => {
  const api = stubApi({
    'GET /api/project/get/p-1': () =>
      jsonResponse(200, {
        success: true,
        data: projectFixture({ team_feature: options.teamFeature ?? true }),
      }),
    'GET /api/project/p-1/inbox/threads': () => jsonResponse(200, { success: true, data: page }),
    'GET /api/inbox/threads': () => jsonResponse(200, { success: true, data: workspacePage }),
    'GET /api/campaign/template-variables': () =>
      jsonResponse(200, {
        success: true,
        data: { definitions: [], candidate_fields: [{ name: 'first_name', label: 'First name' }] },
      }),
    'GET /api/inbox/threads/t-1': () =>
      jsonResponse(200, {
        success: true,
        data: options.graceThread ?? detail('t-1', 'Grace Hopper', 'question'),
      }),
    'GET /api/inbox/threads/t-2': () =>
      jsonResponse(200, {
        success: true,
        data: detail('t-2', 'Alan Turing', 'unsubscribe_request'),
      }),
    'GET /api/workspace/members/list': () =>
      jsonResponse(200, {
        success: true,
        data: {
          active_members: [
            {
              _id: 'wm-1',
              role: 'owner',
              profile: {
                first_name: 'Ada',
                last_name: 'Lovelace',
                email: 'ada@acme.test',
                photo: '',
              },
            },
          ],
          inactive_members: [],
          invitations: [],
        },
      }),
    'POST /api/inbox/threads/t-1/reply':
      options.reply ??
      (() => jsonResponse(200, { success: true, data: detail('t-1', 'Grace Hopper', 'question') })),
    'GET /api/campaign/template/list': () =>
      jsonResponse(200, {
        success: true,
        data: [
          {
            _id: 'tpl-1',
            channel: 'email',
            name: 'Salary answer',
            subject: 'Salary',
            header: null,
            body: 'Hi {{first_name}},\nthe range is 150k.',
            footer: null,
            actions: [],
            created_by: null,
            updated_at: '2026-03-01T10:00:00.000Z',
            can_edit: true,
          },
        ],
      }),
    'POST /api/inbox/threads/t-1/unread': () =>
      jsonResponse(200, { success: true, data: { thread: thread('t-1', 'Grace Hopper') } }),
    'PUT /api/inbox/threads/t-1/assignee': () =>
      jsonResponse(200, {
        success: true,
        data: { thread: thread('t-1', 'Grace Hopper', { assignee: { id: 'wm-1', name: 'Ada' } }) },
      }),
    'PUT /api/inbox/messages/t-1-m2/label': () =>
      jsonResponse(200, { success: true, data: { thread: thread('t-1', 'Grace Hopper') } }),
    'PUT /api/candidate/c-t-2/do-not-contact': () =>
      jsonResponse(200, {
        success: true,
        data: {
          do_not_contact: { at: '2026-03-10T10:00:00.000Z', reason: 'x', by: null },
          stopped_sequences: 0,
        },
      }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderInProject(<InboxPage />, {
    path: '/app/projects/p-1/inbox',
    route: '/app/projects/:id/inbox',
  });
  return api;
};

beforeAll(stubEditorLayout);

describe('InboxPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the conversations and walks them with j and k', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('Grace Hopper'), expect.stringContaining('Alan Turing')]);
    expect(within(list).getByText('Question')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'j' });
    expect(await screen.findByText('What is the salary?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'j' });
    expect(await screen.findByText('Please remove me.')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'k' });
    expect(await screen.findByText('What is the salary?')).toBeInTheDocument();
  });

  it('does not take shortcuts while the user types in the reply box', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Conversations' });
    fireEvent.keyDown(window, { key: 'j' });
    await screen.findByText('What is the salary?');
    fireEvent.keyDown(window, { key: 'r' });
    const box = screen.getByRole('textbox', { name: 'Reply by e-mail' });
    expect(box).toHaveFocus();
    await user.type(box, 'jk');
    expect(box).toHaveTextContent('jk');
    expect(screen.getByText('What is the salary?')).toBeInTheDocument();
  });

  it('inserts an e-mail template into the rich reply editor, placeholders as chips', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await user.click(await screen.findByRole('button', { name: /Grace Hopper/ }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Template' }), 'tpl-1');
    const box = screen.getByRole('textbox', { name: 'Reply by e-mail' });
    await waitFor(() => expect(box).toHaveTextContent('the range is 150k.'));
    expect(within(box).getByText('First name')).toHaveAttribute('data-variable', 'first_name');
    expect(box.querySelectorAll('p')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        body: 'Hi {{first_name}},\nthe range is 150k.',
        channel: 'email',
      }),
    );
    expect(await screen.findByText('Reply sent.')).toBeInTheDocument();
  });

  it('sends a reply and shows a refusal as the server gave it', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      reply: () =>
        jsonResponse(422, { success: false, message: 'Not sent: 550 5.1.1 No such user' }),
    });
    await user.click(await screen.findByRole('button', { name: /Grace Hopper/ }));
    await user.type(await screen.findByRole('textbox', { name: 'Reply by e-mail' }), '150k.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent: 550 5.1.1 No such user');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      body: '150k.',
      channel: 'email',
    });
    expect(screen.queryByText('Reply sent.')).not.toBeInTheDocument();
  });

  it('corrects a label and offers do-not-contact on an unsubscribe request', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await user.click(await screen.findByRole('button', { name: /Grace Hopper/ }));
    await user.click(await screen.findByRole('button', { name: /Label: Question/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Interested' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        label: 'interested',
      }),
    );
    await user.click(screen.getByRole('button', { name: /Alan Turing/ }));
    await user.click(await screen.findByRole('button', { name: 'Mark do-not-contact' }));
    expect(await screen.findByText('Marked do-not-contact.')).toBeInTheDocument();
    expect(
      api.calls.find((call) => call.path === '/api/candidate/c-t-2/do-not-contact')?.body,
    ).toEqual({
      do_not_contact: true,
      reason: 'Asked to unsubscribe (team inbox)',
    });
  });

  it('keeps the filters in the address and shows the shortcuts with ?', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await screen.findByRole('list', { name: 'Conversations' });
    await user.click(screen.getByRole('button', { name: 'Needs reply' }));
    await waitFor(() =>
      expect(api.calls.map((call) => call.search)).toContain('?needs_reply=true'),
    );
    expect(screen.getByRole('button', { name: 'Needs reply' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.keyDown(window, { key: '?' });
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const text of ['Next conversation', 'Reply', 'Assign', 'Mark read', 'Mark unread'])
      expect(within(help).getByText(text)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('switches to every project’s conversations, each naming its project, and keeps the scope', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await screen.findByRole('list', { name: 'Conversations' });
    await user.click(screen.getByRole('button', { name: 'All projects' }));
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await waitFor(() => expect(within(list).getByText('Linus Torvalds')).toBeInTheDocument());
    expect(api.calls.some((call) => call.path === '/api/inbox/threads')).toBe(true);
    expect(within(list).getByText('Kernel team')).toBeInTheDocument();
    expect(within(list).getByText('No project')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /Grace Hopper/ }));
    expect(await screen.findByText('What is the salary?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All projects' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(list).getByText('Linus Torvalds')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'This project' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Conversations' })).queryByText('Linus Torvalds'),
      ).not.toBeInTheDocument(),
    );
  });

  it('assigns with a, marks unread with u and read again with i', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await screen.findByRole('list', { name: 'Conversations' });
    fireEvent.keyDown(window, { key: 'j' });
    await screen.findByText('What is the salary?');
    fireEvent.keyDown(window, { key: 'a' });
    await user.click(await screen.findByRole('menuitem', { name: 'Ada Lovelace' }));
    await waitFor(() =>
      expect(
        api.calls.find((call) => call.path === '/api/inbox/threads/t-1/assignee')?.body,
      ).toEqual({ assignee_member_id: 'wm-1' }),
    );
    fireEvent.keyDown(window, { key: 'u' });
    expect(await screen.findByText('Marked unread for you.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/inbox/threads/t-1/unread')).toBe(true);
    const reads = () => api.calls.filter((call) => call.path === '/api/inbox/threads/t-1').length;
    const before = reads();
    fireEvent.keyDown(window, { key: 'i' });
    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('shows LinkedIn messages in order with the e-mails, and answers on the channel last used', async () => {
    const user = userEvent.setup();
    renderPage({ graceThread: linkedinDetail(true) });
    await user.click(await screen.findByRole('button', { name: /Grace Hopper/ }));
    await screen.findByText('Happy to chat on Friday.');
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Would you like to talk?',
      'Hi Grace, glad we connected.',
      'What is the salary?',
      'Happy to chat on Friday.',
    ]);
    expect(items.map((item) => within(item).getByText(/^(E-mail|LinkedIn)$/).textContent)).toEqual([
      'E-mail',
      'LinkedIn',
      'E-mail',
      'LinkedIn',
    ]);
    expect(within(items[1]!).getByText(/Ada Lovelace/)).toBeInTheDocument();
    // Only e-mails carry a label.
    expect(within(items[3]!).queryByRole('button', { name: /Label/ })).not.toBeInTheDocument();
    // Grace last wrote on LinkedIn: the box starts there, and e-mail is one click away.
    expect(screen.getByRole('textbox', { name: 'Reply on LinkedIn' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(LINKEDIN_REPLY_NOTE);
    await user.click(screen.getByRole('radio', { name: 'E-mail' }));
    expect(screen.getByRole('textbox', { name: 'Reply by e-mail' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('queues a LinkedIn reply and shows it until the extension sent it', async () => {
    const user = userEvent.setup();
    const queued: InboxThreadDetail = {
      ...linkedinDetail(false),
      queued_linkedin_replies: [
        {
          id: 'q-1',
          text: 'Friday works.',
          at: '2026-03-10T12:00:00.000Z',
          status: 'queued',
          detail: null,
        },
      ],
    };
    const api = renderPage({
      graceThread: linkedinDetail(false),
      reply: () => jsonResponse(200, { success: true, data: queued }),
    });
    await user.click(await screen.findByRole('button', { name: /Grace Hopper/ }));
    await screen.findByText('Happy to chat on Friday.');
    expect(screen.getByText('LinkedIn conversation')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Reply on LinkedIn' }), 'Friday works.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(LINKEDIN_REPLY_QUEUED)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      body: 'Friday works.',
      channel: 'linkedin',
    });
    const waiting = screen.getByRole('list', { name: 'LinkedIn replies not sent yet' });
    expect(within(waiting).getByText('Friday works.')).toBeInTheDocument();
    expect(within(waiting).getByText(/queued for the browser extension/)).toBeInTheDocument();
  });

  it('says why when the team inbox is off', async () => {
    renderPage({ teamFeature: false });
    expect(await screen.findByText(/The team inbox is off for this workspace/)).toBeInTheDocument();
  });
});
