import type {
  InboxThread,
  InboxThreadDetail,
  InboxThreadsPage,
} from '@hirelane/domain/inbox/inbox.schema';

/** The inbox page's conversations, as the API answers them. */

export const thread = (
  id: string,
  name: string,
  extra: Partial<InboxThread> = {},
): InboxThread => ({
  id,
  candidate: { id: `c-${id}`, name },
  project: { id: 'p-1', name: 'Backend hiring' },
  channels: ['email'],
  last_message_at: '2026-03-10T10:00:00.000Z',
  subject: 'Re: Staff engineer',
  snippet: `${name} wrote`,
  label: null,
  unread: true,
  needs_reply: true,
  assignee: null,
  ...extra,
});

export const page: InboxThreadsPage = {
  threads: [thread('t-1', 'Grace Hopper', { label: 'question' }), thread('t-2', 'Alan Turing')],
  next_cursor: null,
};

export const workspacePage: InboxThreadsPage = {
  threads: [
    thread('t-3', 'Linus Torvalds', { project: { id: 'p-2', name: 'Kernel team' } }),
    thread('t-1', 'Grace Hopper'),
    thread('t-4', 'Edsger Dijkstra', { project: null }),
  ],
  next_cursor: null,
};

export const detail = (id: string, name: string, label: 'question' | 'unsubscribe_request') =>
  ({
    thread: { ...thread(id, name), unread: false },
    queued_linkedin_replies: [],
    messages: [
      {
        id: `${id}-m1`,
        channel: 'email',
        direction: 'outbound',
        kind: 'sent',
        subject: 'Staff engineer',
        from: 'ada@acme.test',
        to: 'grace@example.com',
        text: 'Would you like to talk?',
        at: '2026-03-10T09:00:00.000Z',
        label: null,
        label_by: null,
      },
      {
        id: `${id}-m2`,
        channel: 'email',
        direction: 'inbound',
        kind: 'reply',
        subject: 'Re: Staff engineer',
        from: 'grace@example.com',
        to: 'ada@acme.test',
        text: label === 'question' ? 'What is the salary?' : 'Please remove me.',
        at: '2026-03-10T10:00:00.000Z',
        label,
        label_by: 'rules',
      },
    ],
  }) satisfies InboxThreadDetail;

/** Grace's conversation with LinkedIn messages between the e-mails (`withEmail`: her reply). */
export const linkedinDetail = (withEmail: boolean): InboxThreadDetail => {
  const base = detail('t-1', 'Grace Hopper', 'question');
  const linkedin = (id: string, direction: 'inbound' | 'outbound', text: string, at: string) => ({
    ...base.messages[0]!,
    id,
    channel: 'linkedin' as const,
    direction,
    kind: direction === 'inbound' ? 'reply' : 'sent',
    subject: '',
    from: direction === 'outbound' ? 'Ada Lovelace' : '',
    to: '',
    text,
    at,
  });
  return {
    thread: {
      ...base.thread,
      channels: withEmail ? ['email', 'linkedin'] : ['linkedin'],
      subject: withEmail ? base.thread.subject : '',
    },
    messages: [
      base.messages[0]!,
      linkedin('li-1', 'outbound', 'Hi Grace, glad we connected.', '2026-03-10T09:30:00.000Z'),
      ...(withEmail ? [base.messages[1]!] : []),
      linkedin('li-2', 'inbound', 'Happy to chat on Friday.', '2026-03-10T11:00:00.000Z'),
    ],
    queued_linkedin_replies: [],
  };
};
