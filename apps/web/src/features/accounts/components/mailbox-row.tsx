import {
  MAILBOX_PROVIDER_LABELS,
  type Mailbox,
  type MailboxProvider,
} from '@hirelane/domain/accounts/mailbox.schema';
import { formatRelativeOrDateTime } from '@hirelane/domain/format/format-date';
import { Switch } from '../../../components/ui/switch';
import { isSending, mailboxStatus } from '../mailbox-status';
import { MailboxStatusBadge } from './mailbox-status-badge';

type MailboxRowProps = {
  mailbox: Mailbox;
  switching: boolean;
  onToggle: (enabled: boolean) => void;
  onEdit: () => void;
  onRemove: () => void;
};

const providerLabel = (provider: string): string =>
  MAILBOX_PROVIDER_LABELS[provider as MailboxProvider] ?? provider;

const actionClasses =
  'rounded-lg px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2';

/** One mailbox: who it sends as, its state, today's count, and its switch, edit and remove. */
export function MailboxRow({ mailbox, switching, onToggle, onEdit, onRemove }: MailboxRowProps) {
  const status = mailboxStatus(mailbox);
  const sending = isSending(mailbox);
  return (
    <li
      className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center"
      data-mailbox={mailbox.email}
    >
      <div className="min-w-0 flex-1 space-y-1">
        {mailbox.display_name ? (
          <p className="min-w-0">
            <span className="block break-words font-medium text-stone-900">
              {mailbox.display_name}
            </span>
            <span className="block break-all text-sm text-stone-600">{mailbox.email}</span>
          </p>
        ) : (
          <p className="break-all font-medium text-stone-900">{mailbox.email}</p>
        )}
        <MailboxStatusBadge kind={status.kind} label={status.label} />
        <p className="text-sm text-stone-600">
          {providerLabel(mailbox.provider)} · {mailbox.sent_today} / {mailbox.daily_limit} sent
          today
          {mailbox.last_polled_at ? (
            <>
              {' '}
              · replies checked{' '}
              <time dateTime={mailbox.last_polled_at}>
                {formatRelativeOrDateTime(mailbox.last_polled_at)}
              </time>
            </>
          ) : null}
        </p>
        {status.kind === 'invalid' ? (
          <p className="text-sm text-stone-700">
            To fix it, remove the mailbox and connect it again with its new password.
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="flex items-center gap-2 text-sm text-stone-700">
          <Switch
            checked={sending}
            onChange={onToggle}
            disabled={switching}
            label={`Send from ${mailbox.email}`}
          />
          <span aria-hidden="true">{sending ? 'On' : 'Off'}</span>
        </span>
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit ${mailbox.email}`}
          className={`${actionClasses} text-stone-700 hover:bg-stone-100 focus-visible:ring-orange-500`}
        >
          Edit
        </button>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${mailbox.email}`}
          className={`${actionClasses} text-red-700 hover:bg-red-50 focus-visible:ring-red-500`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
