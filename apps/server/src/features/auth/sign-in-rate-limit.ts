import { and, count, eq, gt, lt } from 'drizzle-orm';
import { MAGIC_LINK_LIMITS } from '@hirelane/domain/auth/sign-in.schema';
import type { Database } from '../../db/client';
import { signInRequest } from '../../db/schema/auth';

export const RATE_LIMITED_MESSAGE =
  'Too many sign-in links were requested. Please wait a few minutes and try again.';

/**
 * Records a magic-link request and tells whether it is within the limits per
 * e-mail and per IP. Counting rows in PostgreSQL keeps the limit right across
 * any number of API processes.
 */
export const admitSignInRequest = async (
  db: Database,
  email: string,
  ip: string,
): Promise<boolean> => {
  const since = new Date(Date.now() - MAGIC_LINK_LIMITS.windowSeconds * 1000);
  return db.transaction(async (tx) => {
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
