import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { session as sessionTable, user as userTable } from '../../db/schema/auth';
import type { ResolvedSession } from '../auth/session-store';

export type AdminActor = { userId: string; email: string };

/** The person behind an admin request: the impersonating admin when there is one. */
export const adminActorOf = async (db: Database, session: ResolvedSession): Promise<AdminActor> => {
  if (!session.impersonatorSessionId) return { userId: session.user.id, email: session.user.email };
  const [row] = await db
    .select({ userId: userTable.id, email: userTable.email })
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .where(eq(sessionTable.id, session.impersonatorSessionId));
  return row ?? { userId: session.user.id, email: session.user.email };
};
