import { MAGIC_LINK_LIMITS } from '@hirelane/domain/auth/sign-in.schema';
import type { Database } from '../../db/client';
import {
  countSignInRequests,
  deleteSignInRequestsBefore,
  insertSignInRequest,
  lockSignInRequests,
} from './sign-in-request-store';

export const RATE_LIMITED_MESSAGE =
  'Too many sign-in links were requested. Please wait a few minutes and try again.';

/**
 * Records a magic-link request and tells whether it is within the limits per
 * e-mail and per IP. Counting rows in PostgreSQL keeps the limit right across
 * any number of API processes; transaction-scoped advisory locks on the address
 * and on the IP make count-then-insert atomic, so concurrent requests cannot all
 * count the same rows.
 */
export const admitSignInRequest = async (
  db: Database,
  email: string,
  ip: string,
): Promise<boolean> => {
  const since = new Date(Date.now() - MAGIC_LINK_LIMITS.windowSeconds * 1000);
  return db.transaction(async (tx) => {
    await lockSignInRequests(tx, email, ip);
    const byEmail = await countSignInRequests(tx, { email }, since);
    const byIp = await countSignInRequests(tx, { ip }, since);
    if (byEmail >= MAGIC_LINK_LIMITS.perEmail || byIp >= MAGIC_LINK_LIMITS.perIp) return false;
    await insertSignInRequest(tx, email, ip);
    await deleteSignInRequestsBefore(tx, new Date(Date.now() - 24 * 3600 * 1000));
    return true;
  });
};
