import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';

export type UserRow = typeof user.$inferSelect;

export const findUserByEmail = async (
  db: Executor,
  email: string,
): Promise<UserRow | undefined> => {
  const [row] = await db.select().from(user).where(eq(user.email, email.toLowerCase()));
  return row;
};

/** Creates the account the same way a first magic-link sign-in would (not onboarded, no workspace). */
export const findOrCreateUser = async (db: Executor, email: string): Promise<UserRow> => {
  const normalized = email.toLowerCase();
  await db
    .insert(user)
    .values({ id: randomUUID(), email: normalized, emailVerified: true })
    .onConflictDoNothing();
  const row = await findUserByEmail(db, normalized);
  if (!row) throw new Error(`could not create user ${normalized}`);
  return row;
};

export const setUserAdmin = async (db: Executor, userId: string): Promise<void> => {
  await db.update(user).set({ isAdmin: true, updatedAt: new Date() }).where(eq(user.id, userId));
};

/** Allows or blocks the account of an address; false when there is none. */
export const setUserAllowed = async (
  db: Executor,
  email: string,
  isAllowed: boolean,
): Promise<boolean> => {
  const rows = await db
    .update(user)
    .set({ isAllowed, updatedAt: new Date() })
    .where(eq(user.email, email))
    .returning({ id: user.id });
  return rows.length > 0;
};

/** The name of whoever added a link, for the entry of its history; null when unknown. */
export const findUserName = async (db: Executor, userId: string) => {
  const [row] = await db
    .select({ firstName: user.firstName, lastName: user.lastName })
    .from(user)
    .where(eq(user.id, userId));
  return row ?? null;
};
