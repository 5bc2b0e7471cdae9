import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { writeAuditLog } from './audit-log-store';
import { findOrCreateUser } from './find-or-create-user';

/** Makes the address an admin, creating its account when needed; run from the command line. */
export const grantAdmin = async (db: Database, email: string): Promise<{ created: boolean }> =>
  db.transaction(async (tx) => {
    const normalized = email.trim().toLowerCase();
    const before = await tx.select({ id: user.id }).from(user).where(eq(user.email, normalized));
    const account = await findOrCreateUser(tx, normalized);
    await tx
      .update(user)
      .set({ isAdmin: true, updatedAt: new Date() })
      .where(eq(user.id, account.id));
    await writeAuditLog(tx, {
      actorUserId: null,
      actorEmail: 'cli',
      action: 'admin.grant',
      target: normalized,
    });
    return { created: before.length === 0 };
  });
