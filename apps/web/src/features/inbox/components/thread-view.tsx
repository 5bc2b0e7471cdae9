import { Link } from 'react-router';
import type { InboxThreadDetail } from '@hirelane/domain/inbox/inbox.schema';
import { formatRelativeOrDateTime } from '@hirelane/domain/format/format-date';
import { replyChannelOf } from '@hirelane/domain/inbox/reply-channel';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { isApiError } from '../../../lib/api-error';
import type { useInboxActions } from '../api/inbox';
import { MessageLabel } from './message-label';
import { ReplyBox } from './reply-box';

export type Teammate = { id: string; name: string };

type ThreadViewProps = {
  detail: InboxThreadDetail;
  actions: ReturnType<typeof useInboxActions>;
  teammates: Teammate[];
  now: number;
  assignOpen: boolean;
  onAssignOpenChange: (open: boolean) => void;
  onBack: () => void;
};

const CHANNEL_NAMES = { email: 'E-mail', linkedin: 'LinkedIn', whatsapp: 'WhatsApp' } as const;

const errorText = (error: unknown): string =>
  isApiError(error) ? error.message : 'Something went wrong. Please try again.';

/** The reading pane: the messages oldest first, labels, assign, unread, and the reply box. */
export function ThreadView({
  detail,
  actions,
  teammates,
  now,
  assignOpen,
  onAssignOpenChange,
  onBack,
}: ThreadViewProps) {
  const { thread, messages } = detail;
  const asksToLeave = messages.some(
    (message) => message.direction === 'inbound' && message.label === 'unsubscribe_request',
  );
  const candidateHref = thread.project
    ? `/app/projects/${thread.project.id}/candidate/${thread.candidate.id}`
    : null;
  const failure = [actions.assign, actions.markUnread, actions.label, actions.doNotContact].find(
    (mutation) => mutation.isError,
  );

  return (
    <article aria-labelledby="thread-heading" className="flex min-h-0 flex-col">
      <header className="border-b border-stone-200 px-4 py-3">
        <button
          type="button"
          onClick={onBack}
          className="mb-2 text-sm font-medium text-orange-800 underline lg:hidden"
        >
          Back to conversations
        </button>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id="thread-heading" className="truncate text-lg font-semibold text-stone-900">
              {candidateHref ? (
                <Link to={candidateHref} className="hover:underline">
                  {thread.candidate.name}
                </Link>
              ) : (
                thread.candidate.name
              )}
            </h2>
            <p className="truncate text-sm text-stone-600">
              {thread.subject ||
                (thread.channels.includes('linkedin') ? 'LinkedIn conversation' : '')}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <DropdownMenu open={assignOpen} onOpenChange={onAssignOpenChange}>
              <DropdownMenuTrigger className="inline-flex min-h-10 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 shadow-sm hover:bg-stone-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500">
                {thread.assignee ? `Assigned to ${thread.assignee.name}` : 'Assign'}
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end" className="max-h-72 w-60">
                {teammates.map((mate) => (
                  <DropdownMenuItem key={mate.id} onSelect={() => actions.assign.mutate(mate.id)}>
                    {mate.name}
                  </DropdownMenuItem>
                ))}
                {thread.assignee ? (
                  <DropdownMenuItem onSelect={() => actions.assign.mutate(null)}>
                    Unassign
                  </DropdownMenuItem>
                ) : null}
              </DropdownMenuContent>
            </DropdownMenu>
            <Button
              variant="secondary"
              onClick={() => actions.markUnread.mutate()}
              loading={actions.markUnread.isPending}
            >
              Mark unread
            </Button>
          </div>
        </div>
        {actions.markUnread.isSuccess ? (
          <p role="status" className="mt-2 text-sm text-stone-700">
            Marked unread for you.
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {errorText(failure.error)}
          </p>
        ) : null}
      </header>

      {asksToLeave ? (
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <span>{thread.candidate.name} asked not to be contacted again.</span>
          {actions.doNotContact.isSuccess ? (
            <span role="status" className="font-semibold">
              Marked do-not-contact.
            </span>
          ) : (
            <Button
              variant="secondary"
              loading={actions.doNotContact.isPending}
              onClick={() => actions.doNotContact.mutate(thread.candidate.id)}
            >
              Mark do-not-contact
            </Button>
          )}
        </div>
      ) : null}

      <ol className="flex-1 space-y-3 overflow-y-auto px-4 py-4" aria-label="Messages">
        {messages.map((message) => (
          <li
            key={message.id}
            className={`rounded-xl border p-3 ${
              message.direction === 'inbound'
                ? 'border-stone-200 bg-white'
                : 'ml-6 border-orange-100 bg-orange-50/60'
            }`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-stone-600">
              <span className="font-medium text-stone-800">
                <span className="mr-2 rounded bg-stone-100 px-1.5 py-0.5 text-stone-700">
                  {CHANNEL_NAMES[message.channel]}
                </span>
                {message.direction === 'inbound'
                  ? message.from || thread.candidate.name
                  : message.from || 'Sent'}
                {message.kind === 'auto_reply' ? ' · automatic reply' : ''}
                {message.kind === 'bounce' ? ' · bounce' : ''}
              </span>
              <time dateTime={message.at}>{formatRelativeOrDateTime(message.at, now)}</time>
            </div>
            <p className="mt-2 whitespace-pre-wrap text-sm text-stone-900 [overflow-wrap:anywhere]">
              {message.text}
            </p>
            {message.channel === 'email' &&
            message.direction === 'inbound' &&
            message.kind !== 'bounce' ? (
              <div className="mt-2">
                <MessageLabel
                  message={message}
                  onChange={(label) => actions.label.mutate({ messageId: message.id, label })}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ol>

      {detail.queued_linkedin_replies.length > 0 ? (
        <ul aria-label="LinkedIn replies not sent yet" className="space-y-2 px-4 pb-3 text-sm">
          {detail.queued_linkedin_replies.map((queued) => (
            <li key={queued.id} className="ml-6 rounded-xl border border-dashed border-sky-300 p-3">
              <p className="text-xs font-medium text-stone-700">
                {queued.status === 'failed'
                  ? `LinkedIn · not sent${queued.detail ? `: ${queued.detail}` : ''}`
                  : 'LinkedIn · queued for the browser extension'}
              </p>
              <p className="mt-1 whitespace-pre-wrap text-stone-900 [overflow-wrap:anywhere]">
                {queued.text}
              </p>
            </li>
          ))}
        </ul>
      ) : null}

      <ReplyBox key={thread.id} reply={actions.reply} channel={replyChannelOf(messages)} />
    </article>
  );
}
