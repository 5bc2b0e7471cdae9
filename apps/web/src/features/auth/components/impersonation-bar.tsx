import { useState } from 'react';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { Button } from '../../../components/ui/button';
import { personName } from '../../../lib/person-name';
import { stopImpersonating } from '../api/impersonation';

type ImpersonationBarProps = { session: SessionInfo };

/** Shown while an admin acts as this user (proxy login). */
export function ImpersonationBar({ session }: ImpersonationBarProps) {
  const [stopping, setStopping] = useState(false);
  const admin = session.proxy_user;

  const stop = async () => {
    setStopping(true);
    try {
      await stopImpersonating();
      window.location.reload();
    } catch {
      setStopping(false);
    }
  };

  return (
    <div
      role="region"
      aria-label="Impersonation"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 bg-stone-900 px-4 py-2 text-sm text-white"
    >
      <p>
        You are impersonating <strong>{personName(session.profile_info)}</strong>
        {admin ? <span className="text-stone-300"> (signed in as {admin.email})</span> : null}
      </p>
      <Button
        variant="danger"
        loading={stopping}
        onClick={() => void stop()}
        className="min-h-8 py-1"
      >
        Stop impersonating
      </Button>
    </div>
  );
}
