import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailChangeRequest } from '../../db/schema/auth';

export type EmailChangeRow = typeof emailChangeRequest.$inferSelect;

/** 256 bits of randomness; only the SHA-256 of it is stored. */
export const newEmailChangeToken = (): { token: string; tokenHash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashEmailChangeToken(token) };
};

export const hashEmailChangeToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const countRecentRequests = async (
  db: Executor,
  userId: string,
  since: Date,
): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(emailChangeRequest)
    .where(and(eq(emailChangeRequest.userId, userId), gt(emailChangeRequest.createdAt, since)));
  return row?.n ?? 0;
};

/**
 * Ends the user's open requests, so only the newest link works. They are expired rather than
 * deleted: the rows still count towards the hourly limit.
 */
export const expireOpenRequests = async (db: Executor, userId: string, now: Date) => {
  await db
    .update(emailChangeRequest)
    .set({ expiresAt: now })
    .where(
      and(
        eq(emailChangeRequest.userId, userId),
        isNull(emailChangeRequest.confirmedAt),
        gt(emailChangeRequest.expiresAt, now),
      ),
    );
};

export const insertEmailChangeRequest = async (
  db: Executor,
  input: { userId: string; newEmail: string; tokenHash: string; expiresAt: Date },
): Promise<EmailChangeRow> => {
  const [row] = await db.insert(emailChangeRequest).values(input).returning();
  if (!row) throw new Error('email change insert returned nothing');
  return row;
};

/** The request a link's token names, locked for the rest of the transaction. */
export const lockRequestByToken = async (
  db: Executor,
  token: string,
): Promise<EmailChangeRow | undefined> => {
  const [row] = await db
    .select()
    .from(emailChangeRequest)
    .where(eq(emailChangeRequest.tokenHash, hashEmailChangeToken(token)))
    .for('update');
  return row;
};

export const markConfirmed = async (db: Executor, id: string, now: Date): Promise<void> => {
  await db
    .update(emailChangeRequest)
    .set({ confirmedAt: now })
    .where(eq(emailChangeRequest.id, id));
};
