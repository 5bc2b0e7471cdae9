import type { ServerKind } from '../connect-form';

/** Why the server could not sign in to the mailbox's SMTP or IMAP server, as it said it. */
export function ConnectionCheckAlert({
  kind,
  message,
}: {
  kind: ServerKind;
  message: string | undefined;
}) {
  if (!message) return null;
  return (
    <div
      role="alert"
      data-check={kind}
      className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 size-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 8v5 M12 16.5v.5" />
      </svg>
      <p className="min-w-0 wrap-anywhere">{message}</p>
    </div>
  );
}
