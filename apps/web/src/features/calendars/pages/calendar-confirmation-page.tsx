import { Link, useSearchParams } from 'react-router';
import {
  CALENDAR_CONNECT_ERRORS,
  CALENDAR_PROVIDER_LABELS,
  isCalendarConnectError,
  OAUTH_CALENDAR_PROVIDERS,
  type OauthCalendarProvider,
} from '@hirelane/domain/calendars/calendar-account.schema';
import { buttonClasses } from '../../../components/ui/button';
import { CheckIcon, CloseIcon } from '../../../components/ui/icons';
import { usePageTitle } from '../../../lib/use-page-title';
import { CONNECT_CALENDAR_PATH, SETTINGS_INTEGRATIONS_PATH } from '../calendar-paths';

const FRAME =
  'flex flex-col items-center rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center shadow-sm';

/** The connection did not finish (consent refused, an expired or foreign state…): why, and a retry. */
function ConnectionFailed({ error, provider }: { error: string; provider: string | null }) {
  usePageTitle('Calendar not connected');
  const message = isCalendarConnectError(error)
    ? CALENDAR_CONNECT_ERRORS[error]
    : CALENDAR_CONNECT_ERRORS.failed;
  const label = OAUTH_CALENDAR_PROVIDERS.includes(provider as OauthCalendarProvider)
    ? CALENDAR_PROVIDER_LABELS[provider as OauthCalendarProvider]
    : 'The calendar';
  return (
    <section className={FRAME}>
      <div
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-full bg-red-100 text-red-800"
      >
        <CloseIcon className="size-7" strokeWidth={2.5} />
      </div>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900">
        {label} was not connected
      </h1>
      <p role="alert" className="mt-2 max-w-md text-stone-700">
        {message}
      </p>
      <div className="mt-6 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Link to={CONNECT_CALENDAR_PATH} className={buttonClasses('primary')}>
          Try again
        </Link>
        <Link to={SETTINGS_INTEGRATIONS_PATH} className={buttonClasses('secondary')}>
          Back to settings
        </Link>
      </div>
    </section>
  );
}

function Connected({ address }: { address: string }) {
  usePageTitle('Calendar connected');
  return (
    <section className={FRAME}>
      <div
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-full bg-green-100 text-green-800"
      >
        <CheckIcon className="size-7" strokeWidth={2.5} />
      </div>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900">Calendar connected</h1>
      <p className="mt-2 max-w-md text-stone-700">
        {address ? (
          <>
            <strong className="break-all text-stone-900">{address}</strong> is connected.
          </>
        ) : (
          'Your calendar is connected.'
        )}{' '}
        Its busy time is read before interview slots are offered.
      </p>
      <div className="mt-6 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Link to={SETTINGS_INTEGRATIONS_PATH} className={buttonClasses('primary')}>
          Back to settings
        </Link>
        <Link to={CONNECT_CALENDAR_PATH} className={buttonClasses('secondary')}>
          Connect another calendar
        </Link>
      </div>
    </section>
  );
}

/**
 * /app/calendar-confirmation?email=: the calendar just connected, and where to go next. After a
 * Google or Microsoft connection that failed, `?error=&provider=` says why (our words, never the
 * provider's).
 */
export function CalendarConfirmationPage() {
  const [params] = useSearchParams();
  const error = params.get('error');
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6">
      {error ? (
        <ConnectionFailed error={error} provider={params.get('provider')} />
      ) : (
        <Connected address={params.get('email')?.trim() ?? ''} />
      )}
    </main>
  );
}
