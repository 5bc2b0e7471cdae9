import type { CandidateWhatsappMessage } from '@hirelane/domain/outreach/candidate-messages.schema';
import { formatDateTime } from '@hirelane/domain/format/format-date';

/** The person's WhatsApp conversation (decision 048), oldest first as the server sends it. */
export function WhatsappThread({ messages }: { messages: readonly CandidateWhatsappMessage[] }) {
  return (
    <ol aria-label="WhatsApp conversation" className="space-y-2">
      {messages.map((message) => (
        <li key={message._id}>
          <article
            aria-label={message.direction === 'inbound' ? 'WhatsApp reply' : 'WhatsApp sent'}
            className={`rounded-lg border px-3 py-2 text-sm ${
              message.direction === 'inbound'
                ? 'border-emerald-200 bg-emerald-50'
                : 'border-stone-200 bg-white'
            }`}
          >
            <p className="whitespace-pre-wrap text-stone-900">{message.text}</p>
            <p className="mt-1 text-xs text-stone-600">
              {message.direction === 'inbound' ? 'Received' : `Sent (${message.status})`}{' '}
              {formatDateTime(message.at)}
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}
