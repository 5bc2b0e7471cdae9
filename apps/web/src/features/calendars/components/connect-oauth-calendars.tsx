import type { CalendarProviderStatus } from '@hirelane/domain/calendars/calendar-account.schema';
import { useId } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { oauthAuthorizeHref, useCalendarProvidersQuery } from '../api/calendar-accounts';

function ProviderButton({ status }: { status: CalendarProviderStatus }) {
  const reasonId = useId();
  const text = `Connect ${status.label}`;
  if (status.available)
    return (
      // A full-page navigation: the server answers with the provider's consent screen.
      <a
        href={oauthAuthorizeHref(status.provider)}
        className={buttonClasses('secondary', 'w-full')}
      >
        {text}
      </a>
    );
  return (
    <div className="flex flex-col gap-1.5">
      <Button variant="secondary" className="w-full" disabled aria-describedby={reasonId}>
        {text}
      </Button>
      <p id={reasonId} className="text-sm text-stone-600">
        {status.reason}
      </p>
    </div>
  );
}

/**
 * Google Calendar and Microsoft 365 by OAuth: the person consents at the provider, and comes
 * back to /app/calendar-confirmation. A provider without a configured OAuth client says how to
 * configure it.
 */
export function ConnectOauthCalendars({ workspaceId }: { workspaceId: string | null }) {
  const query = useCalendarProvidersQuery(workspaceId);
  if (query.isPending) return <p className="text-sm text-stone-600">Loading providers…</p>;
  if (query.isError)
    return (
      <p className="text-sm text-red-700">
        Google Calendar and Microsoft 365 could not be loaded. Reload the page to try again.
      </p>
    );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {query.data.map((status) => (
        <ProviderButton key={status.provider} status={status} />
      ))}
    </div>
  );
}
