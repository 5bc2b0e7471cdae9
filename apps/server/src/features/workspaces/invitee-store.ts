import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';

/**
 * An invited person who joins a team has nothing left to onboard: the inviting workspace is theirs
 * to work in (no first workspace to create, no plan to pick). Their name stays as it is.
 */
export const markOnboardedByInvitation = async (db: Executor, userId: string): Promise<void> => {
  await db
    .update(user)
    .set({ hasOnboarded: true, updatedAt: new Date() })
    .where(and(eq(user.id, userId), eq(user.hasOnboarded, false)));
};
