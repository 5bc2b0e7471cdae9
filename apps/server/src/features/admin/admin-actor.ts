import type { Database } from '../../db/client';
import { findSessionUser } from '../auth/impersonation-store';
import type { ResolvedSession } from '../auth/session-store';

export type AdminActor = { userId: string; email: string };

/** The person behind an admin request: the impersonating admin when there is one. */
export const adminActorOf = async (db: Database, session: ResolvedSession): Promise<AdminActor> => {
  if (!session.impersonatorSessionId) return { userId: session.user.id, email: session.user.email };
  const row = await findSessionUser(db, session.impersonatorSessionId);
  return row
    ? { userId: row.userId, email: row.email }
    : { userId: session.user.id, email: session.user.email };
};
