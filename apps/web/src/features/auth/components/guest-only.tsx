import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { DEFAULT_AFTER_SIGN_IN, safeRedirect } from '../../../lib/safe-redirect';
import { FullPageSpinner } from '../../../components/ui/full-page-spinner';
import { useSessionQuery } from '../api/session';

type GuestOnlyProps = { children: ReactNode };

/** The guest guard: a signed-in user goes to /app (or to a safe `redirect`). */
export function GuestOnly({ children }: GuestOnlyProps) {
  const session = useSessionQuery();
  const [searchParams] = useSearchParams();
  if (session.isPending) return <FullPageSpinner label="Checking your session…" />;
  if (session.isSuccess) {
    return (
      <Navigate to={safeRedirect(searchParams.get('redirect')) ?? DEFAULT_AFTER_SIGN_IN} replace />
    );
  }
  return children;
}
