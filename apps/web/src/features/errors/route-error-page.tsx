import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { claimChunkReload, isChunkLoadError } from '../../lib/chunk-reload';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { isApiError } from '../../lib/api-error';
import { ErrorPage } from './error-page';
import { PAGE_NOT_FOUND_MESSAGE } from './error-texts';

/** One decision per error object, so re-renders do not claim the once-per-60-s reload again. */
const decisions = new WeakMap<object, boolean>();
const reloadDecision = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  let decision = decisions.get(error);
  if (decision === undefined) {
    decision = claimChunkReload();
    decisions.set(error, decision);
  }
  return decision;
};

/**
 * Errors of a route: a guard's status (404, 407, 500 'Unknown middleware …'), a failed API call,
 * or a crash (status 500). A chunk that failed to load reloads the page, at most once per 60 s.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const reloading = isChunkLoadError(error) && reloadDecision(error);

  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);

  if (reloading) return <FullPageSpinner label="Loading the latest version…" />;

  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data ? error.data : undefined;
    const notFound = error.status === 404 && (!message || message === PAGE_NOT_FOUND_MESSAGE);
    return (
      <ErrorPage
        status={error.status}
        detail={notFound ? PAGE_NOT_FOUND_MESSAGE : undefined}
        message={notFound ? undefined : message}
      />
    );
  }
  if (isApiError(error)) {
    return <ErrorPage status={error.status} message={error.message} requestId={error.requestId} />;
  }
  console.error(error);
  return <ErrorPage status={500} message={error instanceof Error ? error.message : undefined} />;
}
