import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { workspaceMember } from '../../db/schema/workspaces';

export type ProfileRow = {
  firstName: string;
  lastName: string;
  currentCompany: string;
  email: string;
  image: string | null;
};

const profileColumns = {
  firstName: user.firstName,
  lastName: user.lastName,
  currentCompany: user.currentCompany,
  email: user.email,
  image: user.image,
};

export const findProfile = async (
  db: Executor,
  userId: string,
): Promise<ProfileRow | undefined> => {
  const [row] = await db.select(profileColumns).from(user).where(eq(user.id, userId));
  return row;
};

export const updateProfileFields = async (
  db: Executor,
  userId: string,
  fields: { firstName: string; lastName: string; currentCompany: string },
): Promise<ProfileRow | undefined> => {
  const [row] = await db
    .update(user)
    .set({ ...fields, name: `${fields.firstName} ${fields.lastName}`, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning(profileColumns);
  return row;
};

/** Locks the user's row for the rest of the transaction: one photo or e-mail change at a time. */
export const lockUser = async (
  db: Executor,
  userId: string,
): Promise<{ email: string; image: string | null } | undefined> => {
  const [row] = await db
    .select({ email: user.email, image: user.image })
    .from(user)
    .where(eq(user.id, userId))
    .for('update');
  return row;
};

export const setUserImage = async (
  db: Executor,
  userId: string,
  image: string | null,
): Promise<ProfileRow | undefined> => {
  const [row] = await db
    .update(user)
    .set({ image, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning(profileColumns);
  return row;
};

/** True when another account signs in with `email` (addresses are stored lower-case). */
export const emailTakenByOther = async (
  db: Executor,
  email: string,
  userId: string,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, email), ne(user.id, userId)));
  return row !== undefined;
};

export const setUserEmail = async (db: Executor, userId: string, email: string): Promise<void> => {
  await db
    .update(user)
    .set({ email, emailVerified: true, updatedAt: new Date() })
    .where(eq(user.id, userId));
};

const other = alias(workspaceMember, 'other_member');

/** Whether `viewerId` may see `ownerId`'s photo: their own, or one of a workspace they are active in. */
export const canSeePhotoOf = async (
  db: Executor,
  viewerId: string,
  ownerId: string,
): Promise<boolean> => {
  if (viewerId === ownerId) return true;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(workspaceMember)
    .innerJoin(other, eq(other.workspaceId, workspaceMember.workspaceId))
    .where(
      and(
        eq(workspaceMember.userId, viewerId),
        eq(workspaceMember.status, 'active'),
        eq(other.userId, ownerId),
      ),
    )
    .limit(1);
  return row !== undefined;
};
