import { formatDateTime } from '@hirelane/domain/format/format-date';
import type {
  CandidateEmailMessage,
  EmailMessageKind,
} from '@hirelane/domain/outreach/candidate-messages.schema';

export const MESSAGE_KIND_LABELS: Record<EmailMessageKind, string> = {
  sent: 'Sent',
  reply: 'Reply',
  auto_reply: 'Automatic reply',
  bounce: 'Bounce',
};

const KIND_STYLES: Record<EmailMessageKind, { card: string; chip: string }> = {
  sent: { card: 'border-stone-200 bg-white', chip: 'bg-stone-100 text-stone-800' },
  reply: { card: 'border-green-200 bg-green-50/40', chip: 'bg-green-100 text-green-900' },
  auto_reply: { card: 'border-stone-200 bg-stone-50', chip: 'bg-sky-100 text-sky-900' },
  bounce: { card: 'border-red-200 bg-red-50/40', chip: 'bg-red-100 text-red-900' },
};

function Tracked({ label, at }: { label: string; at: string }) {
  return (
    <span className="rounded-lg bg-orange-50 px-2 py-0.5 text-xs font-medium text-orange-900 ring-1 ring-inset ring-orange-200">
      {label} <time dateTime={at}>{formatDateTime(at)}</time>
    </span>
  );
}

/** One e-mail of the thread. Its text is shown as plain text, never as HTML. */
export function EmailMessage({ message }: { message: CandidateEmailMessage }) {
  const kind = MESSAGE_KIND_LABELS[message.kind];
  const style = KIND_STYLES[message.kind];
  return (
    <article
      aria-label={`${kind}: ${message.subject || 'No subject'}`}
      className={`rounded-xl border p-3 sm:p-4 ${style.card}`}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className={`rounded-lg px-2 py-0.5 text-xs font-semibold ${style.chip}`}>{kind}</span>
        <time dateTime={message.at} className="text-xs text-stone-600">
          {formatDateTime(message.at)}
        </time>
      </header>
      <h4 className="mt-2 break-words text-sm font-semibold text-stone-900">
        {message.subject || 'No subject'}
      </h4>
      <p className="mt-0.5 break-all text-xs text-stone-600">
        {message.from} <span aria-hidden="true">→</span> <span className="sr-only">to</span>{' '}
        {message.to}
      </p>
      <p className="mt-2 whitespace-pre-wrap break-words text-sm text-stone-800">{message.text}</p>
      {message.opened_at || message.clicked_at ? (
        <p className="mt-2 flex flex-wrap gap-2">
          {message.opened_at ? <Tracked label="Opened" at={message.opened_at} /> : null}
          {message.clicked_at ? <Tracked label="Clicked" at={message.clicked_at} /> : null}
        </p>
      ) : null}
    </article>
  );
}
