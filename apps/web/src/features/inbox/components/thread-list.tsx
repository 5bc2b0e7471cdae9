import type { InboxThread } from '@hirelane/domain/inbox/inbox.schema';
import { REPLY_LABEL_TEXT } from '@hirelane/domain/inbox/reply-labels';
import { formatRelativeOrDateTime } from '@hirelane/domain/format/format-date';

type ThreadListProps = {
  threads: InboxThread[];
  openId: string | null;
  onOpen: (id: string) => void;
  now: number;
  showProject: boolean;
};

/** The conversations, newest first: who, the last line, when, and what is waiting. */
export function ThreadList({ threads, openId, onOpen, now, showProject }: ThreadListProps) {
  return (
    <ul className="divide-y divide-stone-100" aria-label="Conversations">
      {threads.map((thread) => {
        const open = thread.id === openId;
        return (
          <li key={thread.id}>
            <button
              type="button"
              onClick={() => onOpen(thread.id)}
              aria-current={open ? 'true' : undefined}
              className={`block w-full px-4 py-3 text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-orange-500 ${
                open ? 'bg-orange-50' : 'hover:bg-stone-50'
              }`}
            >
              <span className="flex items-baseline justify-between gap-2">
                <span
                  className={`truncate text-sm ${thread.unread ? 'font-bold text-stone-900' : 'font-medium text-stone-800'}`}
                >
                  {thread.unread ? <span className="sr-only">Unread: </span> : null}
                  {thread.candidate.name}
                </span>
                <time dateTime={thread.last_message_at} className="shrink-0 text-xs text-stone-600">
                  {formatRelativeOrDateTime(thread.last_message_at, now)}
                </time>
              </span>
              {showProject ? (
                <span className="block truncate text-xs text-stone-600">
                  {thread.project?.name ?? 'No project'}
                </span>
              ) : null}
              <span className="mt-0.5 block truncate text-sm text-stone-600">{thread.snippet}</span>
              <span className="mt-1 flex flex-wrap gap-1.5 text-xs">
                {thread.needs_reply ? (
                  <span className="rounded bg-orange-100 px-1.5 py-0.5 font-medium text-orange-900">
                    Needs reply
                  </span>
                ) : null}
                {thread.label ? (
                  <span className="rounded bg-stone-100 px-1.5 py-0.5 text-stone-700">
                    {REPLY_LABEL_TEXT[thread.label]}
                  </span>
                ) : null}
                {thread.assignee ? (
                  <span className="rounded bg-sky-50 px-1.5 py-0.5 text-sky-900">
                    {thread.assignee.name}
                  </span>
                ) : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
