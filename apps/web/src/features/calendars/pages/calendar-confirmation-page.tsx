import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { usePageTitle } from '../../../lib/use-page-title';
import { CONNECT_CALENDAR_PATH, SETTINGS_INTEGRATIONS_PATH } from '../calendar-paths';

/** /app/calendar-confirmation?email=: the calendar just connected, and where to go next. */
export function CalendarConfirmationPage() {
  usePageTitle('Calendar connected');
  const [params] = useSearchParams();
  const address = params.get('email')?.trim() ?? '';
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6">
      <section className="flex flex-col items-center rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center shadow-sm">
        <div
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-full bg-green-100 text-green-800"
        >
          <CheckIcon className="size-7" strokeWidth={2.5} />
        </div>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900">
          Calendar connected
        </h1>
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
    </main>
  );
}
