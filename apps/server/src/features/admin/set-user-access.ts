import type { Database } from '../../db/client';
import { setUserAllowed } from '../auth/user-store';
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
    const found = await setUserAllowed(tx, email, isAllowed);
    if (!found) throw notFound('No account with this e-mail.');
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
