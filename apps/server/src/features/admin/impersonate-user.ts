import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import {
  deleteSession,
  findLiveSessionToken,
  insertImpersonationSession,
} from '../auth/impersonation-store';
import { HttpError, notFound } from '../../http/http-error';
import type { ResolvedSession } from '../auth/session-store';
import type { AdminActor } from './admin-actor';
import { writeAuditLog } from './audit-log-store';
import { findUserByEmail } from '../auth/user-store';

export const IMPERSONATION_TTL_SECONDS = 60 * 60;

/**
 * Opens a short session as another user that remembers the admin's own
 * session, so stopping returns the admin to it. Returns the new token.
 */
export const impersonateUser = async (
  db: Database,
  actor: AdminActor,
  adminSession: ResolvedSession,
  email: string,
  reason = '',
): Promise<{ token: string; expiresAt: Date }> => {
  if (adminSession.impersonatorSessionId)
    throw new HttpError(422, 'Stop the current impersonation first.');
  return db.transaction(async (tx) => {
    const target = await findUserByEmail(tx, email);
    if (!target) throw notFound('No account with this e-mail.');
    if (target.id === actor.userId) throw new HttpError(422, 'You cannot impersonate yourself.');
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + IMPERSONATION_TTL_SECONDS * 1000);
    await insertImpersonationSession(tx, {
      token,
      userId: target.id,
      expiresAt,
      impersonatorSessionId: adminSession.sessionId,
    });
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      actorEmail: actor.email,
      action: 'impersonation.start',
      target: email,
      reason,
    });
    return { token, expiresAt };
  });
};

/** Ends the impersonation session and hands back the admin's own session token. */
export const stopImpersonation = async (
  db: Database,
  actor: AdminActor,
  current: ResolvedSession,
): Promise<{ token: string; expiresAt: Date }> => {
  if (!current.impersonatorSessionId) throw new HttpError(422, 'You are not impersonating anyone.');
  const impersonatorSessionId = current.impersonatorSessionId;
  return db.transaction(async (tx) => {
    await deleteSession(tx, current.sessionId);
    const adminSession = await findLiveSessionToken(tx, impersonatorSessionId);
    if (!adminSession) throw new HttpError(401, 'Your own session has ended. Sign in again.');
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      actorEmail: actor.email,
      action: 'impersonation.stop',
      target: current.user.email,
    });
    return adminSession;
  });
};
