import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { MAGIC_LINK_LIMITS } from '@hirelane/domain/auth/sign-in.schema';
import type { Database } from '../../db/client';
import { signInRequest } from '../../db/schema/auth';

export const RATE_LIMITED_MESSAGE =
  'Too many sign-in links were requested. Please wait a few minutes and try again.';

// Two lock namespaces, so that an address and an IP that hash alike do not share a lock.
const EMAIL_LOCK = 7301;
const IP_LOCK = 7302;

/**
 * Records a magic-link request and tells whether it is within the limits per
 * e-mail and per IP. Counting rows in PostgreSQL keeps the limit right across
 * any number of API processes; transaction-scoped advisory locks on the address
 * and on the IP make count-then-insert atomic, so concurrent requests cannot all
 * count the same rows. The address is always locked before the IP, so two
 * requests never wait on each other in a cycle.
 */
export const admitSignInRequest = async (
  db: Database,
  email: string,
  ip: string,
): Promise<boolean> => {
  const since = new Date(Date.now() - MAGIC_LINK_LIMITS.windowSeconds * 1000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCK}, hashtext(${email}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}, hashtext(${ip}))`);
    const [byEmail] = await tx
      .select({ value: count() })
      .from(signInRequest)
      .where(and(eq(signInRequest.email, email), gt(signInRequest.createdAt, since)));
    const [byIp] = await tx
      .select({ value: count() })
      .from(signInRequest)
      .where(and(eq(signInRequest.ip, ip), gt(signInRequest.createdAt, since)));
    if (
      (byEmail?.value ?? 0) >= MAGIC_LINK_LIMITS.perEmail ||
      (byIp?.value ?? 0) >= MAGIC_LINK_LIMITS.perIp
    ) {
      return false;
    }
    await tx.insert(signInRequest).values({ email, ip });
    await tx
      .delete(signInRequest)
      .where(lt(signInRequest.createdAt, new Date(Date.now() - 24 * 3600 * 1000)));
    return true;
  });
};
