import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { signInRequest } from '../../db/schema/auth';

// Two lock namespaces, so that an address and an IP that hash alike do not share a lock.
const EMAIL_LOCK = 7301;
const IP_LOCK = 7302;

/**
 * Transaction-scoped advisory locks on the address, then on the IP (always in this order, so two
 * requests never wait on each other in a cycle): count-then-insert becomes atomic.
 */
export const lockSignInRequests = async (tx: Executor, email: string, ip: string) => {
  await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCK}, hashtext(${email}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}, hashtext(${ip}))`);
};

/** Sign-in requests of an address or of an IP since `since`. */
export const countSignInRequests = async (
  tx: Executor,
  by: { email: string } | { ip: string },
  since: Date,
): Promise<number> => {
  const [row] = await tx
    .select({ value: count() })
    .from(signInRequest)
    .where(
      and(
        'email' in by ? eq(signInRequest.email, by.email) : eq(signInRequest.ip, by.ip),
        gt(signInRequest.createdAt, since),
      ),
    );
  return row?.value ?? 0;
};

export const insertSignInRequest = async (tx: Executor, email: string, ip: string) => {
  await tx.insert(signInRequest).values({ email, ip });
};

export const deleteSignInRequestsBefore = async (tx: Executor, before: Date) => {
  await tx.delete(signInRequest).where(lt(signInRequest.createdAt, before));
};
