import { Card } from '../../../components/ui/card';
import { useAppSession } from '../../../lib/use-app-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { ConnectCaldavForm } from '../components/connect-caldav-form';
import { ConnectOauthCalendars } from '../components/connect-oauth-calendars';
import { ConnectedCalendars } from '../components/connected-calendars';

/**
 * /app/connect-calendar (close-button layout): connect Google Calendar or Microsoft 365 (OAuth) or
 * a CalDAV calendar; see the connected ones and choose where interviews are written.
 */
export function ConnectCalendarPage() {
  usePageTitle('Connect a calendar');
  const workspaceId = useAppSession().profile_info.current_workspace?._id ?? null;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">Connect a calendar</h1>
      <p className="mt-1 text-stone-600">
        Your calendar is read for busy time, so interview slots are only offered when you are free,
        and booked interviews are written to it. Connect Google Calendar or Microsoft 365 with your
        account, or any CalDAV calendar: Nextcloud, Fastmail, iCloud (with an app-specific
        password), Zimbra, Radicale and others.
      </p>
      <Card className="mt-6">
        <h2 className="mb-4 text-lg font-semibold text-stone-900">Google and Microsoft 365</h2>
        <ConnectOauthCalendars workspaceId={workspaceId} />
      </Card>
      <Card className="mt-6">
        <h2 className="mb-4 text-lg font-semibold text-stone-900">CalDAV calendar</h2>
        <ConnectCaldavForm workspaceId={workspaceId} />
      </Card>
      <Card className="mt-6">
        <h2 className="mb-2 text-lg font-semibold text-stone-900">Connected calendars</h2>
        <ConnectedCalendars workspaceId={workspaceId} />
      </Card>
    </main>
  );
}
