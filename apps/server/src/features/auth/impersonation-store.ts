import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { session as sessionTable, user as userTable } from '../../db/schema/auth';

/** A short session as another user that remembers the admin's own session. */
export const insertImpersonationSession = async (
  tx: Executor,
  values: { token: string; userId: string; expiresAt: Date; impersonatorSessionId: string },
): Promise<void> => {
  await tx.insert(sessionTable).values({ id: randomUUID(), ...values });
};

export const deleteSession = async (tx: Executor, sessionId: string): Promise<void> => {
  await tx.delete(sessionTable).where(eq(sessionTable.id, sessionId));
};

/** The token of a session that has not expired yet. */
export const findLiveSessionToken = async (
  tx: Executor,
  sessionId: string,
): Promise<{ token: string; expiresAt: Date } | undefined> => {
  const [row] = await tx
    .select({ token: sessionTable.token, expiresAt: sessionTable.expiresAt })
    .from(sessionTable)
    .where(and(eq(sessionTable.id, sessionId), gt(sessionTable.expiresAt, new Date())));
  return row;
};

/** The user a session belongs to (the admin behind an impersonation). */
export const findSessionUser = async (db: Executor, sessionId: string) => {
  const [row] = await db
    .select({
      userId: userTable.id,
      email: userTable.email,
      firstName: userTable.firstName,
      lastName: userTable.lastName,
    })
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .where(eq(sessionTable.id, sessionId));
  return row;
};
