import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useEmailAccountsQuery } from '../../accounts/api/email-accounts';
import { SettingsSection } from './settings-section';

/** #mailbox: the connected sender mailboxes (connecting one comes with the accounts issue). */
export function MailboxSection({ workspaceId }: { workspaceId: string | null }) {
  const emails = useEmailAccountsQuery(workspaceId);
  const verified = emails.data?.verified_emails ?? [];
  const invalid = emails.data?.invalid_emails ?? [];
  const none = verified.length === 0 && invalid.length === 0;

  return (
    <SettingsSection
      id="mailbox"
      title="Mailboxes"
      description="Campaign e-mails are sent from your connected mailboxes, and replies come back to them."
    >
      {emails.isPending && workspaceId ? (
        <p role="status" className="text-sm text-stone-600">
          Loading mailboxes…
        </p>
      ) : none ? (
        <p className="text-sm text-stone-700">No mailbox connected yet.</p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
          {verified.map((mailbox) => (
            <li key={mailbox.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <span className="truncate text-sm text-stone-900">{mailbox.label}</span>
              <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800">
                Enabled
              </span>
            </li>
          ))}
          {invalid.map((mailbox) => (
            <li key={mailbox.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <span className="truncate text-sm text-stone-900">{mailbox.label}</span>
              <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800">
                Disabled: {mailbox.reason}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/app/connect-mailbox" className={buttonClasses('primary', 'mt-4')}>
        Connect mailbox
      </Link>
    </SettingsSection>
  );
}
