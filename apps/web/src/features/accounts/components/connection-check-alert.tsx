import type { ServerKind } from '../connect-form';
import { AlertCircleIcon } from '../../../components/ui/icons';

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
      <AlertCircleIcon className="mt-0.5 size-4" />
      <p className="min-w-0 wrap-anywhere">{message}</p>
    </div>
  );
}
