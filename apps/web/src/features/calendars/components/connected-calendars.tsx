import { useState } from 'react';
import {
  CALENDAR_PROVIDER_LABELS,
  type CalendarAccount,
} from '@hirelane/domain/calendars/calendar-account.schema';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { isApiError } from '../../../lib/api-error';
import {
  removeCalendar,
  setEventCalendar,
  useCalendarAccountsQuery,
  useRefreshCalendars,
} from '../api/calendar-accounts';

/** Where booked interviews are written: one of the account's calendars, saved on change. */
function EventCalendarSelect({
  account,
  onSaved,
}: {
  account: CalendarAccount;
  onSaved: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choose = async (calendarId: string) => {
    setBusy(true);
    setError(null);
    try {
      await setEventCalendar(account.id, calendarId);
      await onSaved();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The calendar could not be changed.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-2 max-w-sm">
      <SelectField
        label="Write booked interviews to"
        value={account.event_calendar_id}
        disabled={busy}
        options={account.calendar_choices.map((choice) => ({
          value: choice.id,
          label: choice.name,
        }))}
        aria-invalid={error ? true : undefined}
        onChange={(event) => void choose(event.target.value)}
      />
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function CalendarRow({
  account,
  onRemove,
  onSaved,
}: {
  account: CalendarAccount;
  onRemove: (account: CalendarAccount) => void;
  onSaved: () => Promise<void>;
}) {
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="break-all font-medium text-stone-900">
          {account.address}{' '}
          <span className="text-sm font-normal text-stone-600">
            ({CALENDAR_PROVIDER_LABELS[account.provider]})
          </span>
        </p>
        <p className="text-sm text-stone-600">
          {account.owner.name} · interviews go to “{account.event_calendar}” · busy time read from{' '}
          {account.calendars.length === 1 ? '1 calendar' : `${account.calendars.length} calendars`}
        </p>
        {account.status === 'invalid' ? (
          <p className="mt-1 text-sm text-red-700">
            Not working: {account.invalid_reason ?? 'the server refused the login.'}{' '}
            {account.provider === 'caldav'
              ? 'Connect it again with the right password.'
              : 'Connect it again above.'}
          </p>
        ) : null}
        {account.can_remove && account.calendar_choices.length > 1 ? (
          <EventCalendarSelect account={account} onSaved={onSaved} />
        ) : null}
      </div>
      {account.can_remove ? (
        <Button variant="secondary" onClick={() => onRemove(account)}>
          Remove
        </Button>
      ) : null}
    </li>
  );
}

/** The workspace's connected calendars, each with its owner and state. */
export function ConnectedCalendars({ workspaceId }: { workspaceId: string | null }) {
  const query = useCalendarAccountsQuery(workspaceId);
  const refresh = useRefreshCalendars(workspaceId);
  const [removing, setRemoving] = useState<CalendarAccount | null>(null);
  if (query.isPending) return <p className="text-sm text-stone-600">Loading calendars…</p>;
  if (query.isError)
    return <p className="text-sm text-red-700">The connected calendars could not be loaded.</p>;
  if (query.data.length === 0)
    return (
      <p className="text-sm text-stone-600">No calendar is connected in this workspace yet.</p>
    );
  return (
    <>
      <ul className="divide-y divide-stone-200">
        {query.data.map((account) => (
          <CalendarRow
            key={account.id}
            account={account}
            onRemove={setRemoving}
            onSaved={refresh}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        header="Remove this calendar?"
        description={`${removing?.address ?? ''} will no longer be read for free time, and new interviews will not be written to it.`}
        confirmText="Remove"
        destructive
        onConfirm={async () => {
          if (!removing) return;
          await removeCalendar(removing.id);
          await refresh();
        }}
      />
    </>
  );
}
