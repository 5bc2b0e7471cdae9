import { Link, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '@hirelane/domain/product/product';
import { buttonClasses } from '../../../components/ui/button';
import { useAppQuery } from '../../../lib/use-app-query';
import { usePageTitle } from '../../../lib/use-page-title';
import { SETTINGS_MAILBOX_PATH, continueTarget } from '../mailbox-paths';
import { CheckIcon } from '../../../components/ui/icons';

/** /app/mailbox-confirmation?email=: the mailbox just connected, and where to go next. */
export function MailboxConfirmationPage() {
  usePageTitle('Mailbox connected');
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const next = continueTarget(useAppQuery());

  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6">
      <section className="flex flex-col items-center rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center shadow-sm">
        <div
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-full bg-green-100 text-green-800"
        >
          <CheckIcon className="size-7" strokeWidth={2.5} />
        </div>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900">Mailbox connected</h1>
        <p className="mt-2 max-w-md text-stone-700">
          {email ? (
            <>
              <strong className="break-all text-stone-900">{email}</strong> is connected.
            </>
          ) : (
            'Your mailbox is connected.'
          )}{' '}
          Campaigns can now send from it, and replies to them come back to {PRODUCT_NAME}.
        </p>
        <div className="mt-6 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          {next ? (
            <Link to={next} className={buttonClasses('primary')}>
              Continue
            </Link>
          ) : null}
          <Link
            to={SETTINGS_MAILBOX_PATH}
            className={buttonClasses(next ? 'secondary' : 'primary')}
          >
            Back to settings
          </Link>
          <Link to="/app/projects" className={buttonClasses('secondary')}>
            Go to projects
          </Link>
        </div>
      </section>
    </main>
  );
}
