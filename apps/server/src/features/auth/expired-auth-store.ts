import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { session, signInRequest, verification } from '../../db/schema/auth';

/** Deletes ended sessions, spent sign-in tokens and rate-limit rows older than a day. */
export const deleteExpiredAuthRows = async (db: Database) => {
  const now = new Date();
  const sessions = await db
    .delete(session)
    .where(lt(session.expiresAt, now))
    .returning({ id: session.id });
  const tokens = await db
    .delete(verification)
    .where(lt(verification.expiresAt, now))
    .returning({ id: verification.id });
  const requests = await db
    .delete(signInRequest)
    .where(lt(signInRequest.createdAt, sql`now() - interval '1 day'`))
    .returning({ id: signInRequest.id });
  return { sessions: sessions.length, tokens: tokens.length, requests: requests.length };
};
