import type { CandidateEmailMessage } from '@hirelane/domain/outreach/candidate-messages.schema';
import { EmailMessage } from './email-message';

/** The candidate's e-mail thread, oldest first as the server sends it. */
export function EmailThread({ messages }: { messages: readonly CandidateEmailMessage[] }) {
  if (messages.length === 0) return <p className="text-sm text-stone-600">No e-mails yet.</p>;
  return (
    <ol aria-label="E-mail thread" className="space-y-3">
      {messages.map((message) => (
        <li key={message._id}>
          <EmailMessage message={message} />
        </li>
      ))}
    </ol>
  );
}
