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
