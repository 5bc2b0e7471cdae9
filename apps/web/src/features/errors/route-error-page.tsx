import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { ErrorPage } from './error-page';
import { PAGE_NOT_FOUND_MESSAGE } from './error-texts';

/** Errors thrown while rendering a route: shows its status code (default 500) and message. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return (
      <ErrorPage
        status={error.status}
        detail={error.status === 404 ? PAGE_NOT_FOUND_MESSAGE : undefined}
        message={typeof error.data === 'string' ? error.data : undefined}
      />
    );
  }
  if (isApiError(error)) {
    return <ErrorPage status={error.status} message={error.message} requestId={error.requestId} />;
  }
  console.error(error);
  return <ErrorPage status={500} message={error instanceof Error ? error.message : undefined} />;
}
