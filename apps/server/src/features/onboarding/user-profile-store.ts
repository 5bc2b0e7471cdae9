import { eq, isNull, and } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';

export type OnboardingProfile = {
  hasOnboarded: boolean;
  currentWorkspaceId: string | null;
};

/** Locks the user's row for the rest of the transaction, so two welcome submissions cannot both pass. */
export const lockOnboardingProfile = async (
  db: Executor,
  userId: string,
): Promise<OnboardingProfile | undefined> => {
  const [row] = await db
    .select({ hasOnboarded: user.hasOnboarded, currentWorkspaceId: user.currentWorkspaceId })
    .from(user)
    .where(eq(user.id, userId))
    .for('update');
  return row;
};

export const completeProfile = async (
  db: Executor,
  userId: string,
  profile: {
    firstName: string;
    lastName: string;
    currentCompany: string;
    jobRole: string;
    currentWorkspaceId: string;
  },
): Promise<void> => {
  await db
    .update(user)
    .set({
      ...profile,
      name: `${profile.firstName} ${profile.lastName}`,
      hasOnboarded: true,
      updatedAt: new Date(),
    })
    .where(eq(user.id, userId));
};

/** Sets extension_detected_at the first time only; later reports keep the first date. */
export const markExtensionDetected = async (db: Executor, userId: string): Promise<void> => {
  await db
    .update(user)
    .set({ extensionDetectedAt: new Date() })
    .where(and(eq(user.id, userId), isNull(user.extensionDetectedAt)));
};

export const findExtensionDetectedAt = async (
  db: Executor,
  userId: string,
): Promise<Date | null> => {
  const [row] = await db
    .select({ at: user.extensionDetectedAt })
    .from(user)
    .where(eq(user.id, userId));
  return row?.at ?? null;
};
