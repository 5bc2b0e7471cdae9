import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/ui/full-page-spinner';
import { useSessionQuery } from '../features/auth/api/session';
import { ImpersonationBar } from '../features/auth/components/impersonation-bar';
import { ErrorPage } from '../features/errors/error-page';
import { isApiError } from '../lib/api-error';
import { AppHeader } from './app-header';

/** The authenticate guard and the frame of /app (SPEC 4.1 steps 1–2). */
export function AppLayout() {
  const session = useSessionQuery();
  const location = useLocation();

  if (session.isPending) return <FullPageSpinner label="Loading your workspace…" />;
  if (session.isError) {
    const error = session.error;
    if (isApiError(error) && error.status === 401) {
      const here = `${location.pathname}${location.search}`;
      const target =
        here === '/app' ? '/login' : `/login?${new URLSearchParams({ redirect: here }).toString()}`;
      return <Navigate to={target} replace />;
    }
    if (isApiError(error)) {
      return (
        <ErrorPage status={error.status} message={error.message} requestId={error.requestId} />
      );
    }
    return <ErrorPage status={500} message={error.message} />;
  }
  if (!session.data.profile_info.is_allowed) return <ErrorPage status={407} />;

  return (
    <div className="min-h-screen bg-stone-50">
      {session.data.proxy_login ? <ImpersonationBar session={session.data} /> : null}
      <AppHeader session={session.data} />
      <Outlet context={session.data} />
    </div>
  );
}
