import { Card } from '../../../components/ui/card';
import { useAppSession } from '../../../lib/use-app-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { ConnectMailboxForm } from '../components/connect-mailbox-form';

/** /app/connect-mailbox (close-button layout): connect a sender mailbox. */
export function ConnectMailboxPage() {
  usePageTitle('Connect your mailbox');
  const workspaceId = useAppSession().profile_info.current_workspace?._id ?? null;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">Connect your mailbox</h1>
      <p className="mt-1 text-stone-600">
        Campaign e-mails are sent from this mailbox, and replies are read back from it. We sign in
        to both its sending (SMTP) and inbox (IMAP) servers before saving it.
      </p>
      <Card className="mt-6">
        <ConnectMailboxForm workspaceId={workspaceId} />
      </Card>
    </main>
  );
}
