import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { notFound } from '../../http/http-error';
import type { AdminActor } from './admin-actor';
import { writeAuditLog } from './audit-log-store';

export const setUserAccess = async (
  db: Database,
  actor: AdminActor,
  email: string,
  isAllowed: boolean,
  reason = '',
): Promise<void> => {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(user)
      .set({ isAllowed, updatedAt: new Date() })
      .where(eq(user.email, email))
      .returning({ id: user.id });
    if (rows.length === 0) throw notFound('No account with this e-mail.');
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      actorEmail: actor.email,
      action: 'user.access.set',
      target: email,
      reason,
      details: { is_allowed: isAllowed },
    });
  });
};
