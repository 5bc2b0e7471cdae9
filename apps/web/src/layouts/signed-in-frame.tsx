import type { ReactNode } from 'react';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { FullPageSpinner } from '../components/ui/full-page-spinner';
import { useSessionQuery } from '../features/auth/api/session';
import { ImpersonationBar } from '../features/auth/components/impersonation-bar';
import { AppSessionContext } from '../lib/app-session-context';

/**
 * Provides the session to a signed-in layout. The guards loaded it before the page rendered; it
 * is only missing for a moment after sign-out, while the app goes to /login.
 */
export function SignedInFrame({ children }: { children: (session: SessionInfo) => ReactNode }) {
  const session = useSessionQuery();
  if (!session.data) return <FullPageSpinner label="Loading your workspace…" />;
  return (
    <AppSessionContext.Provider value={session.data}>
      {session.data.proxy_login ? <ImpersonationBar session={session.data} /> : null}
      {children(session.data)}
    </AppSessionContext.Provider>
  );
}
