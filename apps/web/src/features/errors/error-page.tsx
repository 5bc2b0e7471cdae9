import { Link, useNavigate } from 'react-router';
import { getPreviousRoute } from '../../lib/previous-route';
import { Logo } from '../../components/ui/logo';
import { Button, buttonClasses } from '../../components/ui/button';
import { SUPPORT_EMAIL } from '../../lib/error-messages';
import { usePageTitle } from '../../lib/use-page-title';
import { MESSAGE_REPLACES_HEADER, errorTextsFor, type ErrorAction } from './error-texts';

type ErrorPageProps = {
  status: number;
  /** A server message: replaces the header for 401/403/404, shown below it otherwise. */
  message?: string | undefined;
  /** A route-level explanation shown under the header (e.g. 'This page could not be found'). */
  detail?: string | undefined;
  requestId?: string | undefined;
};

const SUPPORT_HREF = `mailto:${SUPPORT_EMAIL}`;

/** One page for every error status of SPEC 2.4. */
export function ErrorPage({ status, message, detail, requestId }: ErrorPageProps) {
  const texts = errorTextsFor(status);
  const navigate = useNavigate();
  const previousRoute = getPreviousRoute();
  const goBack = () => void navigate(previousRoute ?? '/app');
  usePageTitle(texts.title);

  const replacesHeader = Boolean(message) && MESSAGE_REPLACES_HEADER.has(status);
  const header = replacesHeader && message ? message : texts.header;
  const extraMessage = !replacesHeader && message && message !== texts.header ? message : null;

  const renderAction = (action: ErrorAction) => {
    switch (action) {
      case 'log-in':
        return (
          <Link key={action} to="/login" className={buttonClasses('primary')}>
            Log In Now
          </Link>
        );
      case 'go-back':
        return (
          <Button key={action} onClick={goBack}>
            Go Back
          </Button>
        );
      case 'refresh':
        return (
          <Button key={action} onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
        );
      case 'contact-support':
        return (
          <a key={action} href={SUPPORT_HREF} className={buttonClasses('secondary')}>
            Contact Support
          </a>
        );
    }
  };

  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-orange-50 via-stone-50 to-stone-50">
      <header className="px-4 py-5 sm:px-8">
        <Logo />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="w-full max-w-lg rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-10">
          <p aria-hidden="true" className="text-6xl font-extrabold tracking-tight text-orange-600">
            {status}
          </p>
          <h1 className="mt-4 text-xl font-bold text-stone-900 sm:text-2xl">{header}</h1>
          {detail ? <p className="mt-3 text-stone-700">{detail}</p> : null}
          {texts.subtext ? <p className="mt-3 text-stone-600">{texts.subtext}</p> : null}
          {extraMessage ? <p className="mt-3 text-stone-700">{extraMessage}</p> : null}
          {requestId ? (
            <p className="mt-3 text-xs text-stone-500">Request ID: {requestId}</p>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {texts.actions.map(renderAction)}
          </div>
        </div>
      </main>
      <footer className="border-t border-stone-200 bg-white px-4 py-4">
        <nav
          aria-label="Error page"
          className="mx-auto flex max-w-lg flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm"
        >
          {previousRoute ? (
            <button
              type="button"
              onClick={goBack}
              className="font-medium text-stone-700 underline-offset-4 hover:text-orange-700 hover:underline"
            >
              Go back
            </button>
          ) : null}
          <Link
            to="/app"
            className="font-medium text-stone-700 underline-offset-4 hover:text-orange-700 hover:underline"
          >
            Return to homepage
          </Link>
          <a
            href={SUPPORT_HREF}
            className="font-medium text-stone-700 underline-offset-4 hover:text-orange-700 hover:underline"
          >
            Contact support
          </a>
        </nav>
      </footer>
    </div>
  );
}
