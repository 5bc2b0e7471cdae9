import type { Database } from '../../db/client';
import { writeAuditLog } from './audit-log-store';
import { findOrCreateUser, findUserByEmail, setUserAdmin } from '../auth/user-store';

/** Makes the address an admin, creating its account when needed; run from the command line. */
export const grantAdmin = async (db: Database, email: string): Promise<{ created: boolean }> =>
  db.transaction(async (tx) => {
    const normalized = email.trim().toLowerCase();
    const before = await findUserByEmail(tx, normalized);
    const account = await findOrCreateUser(tx, normalized);
    await setUserAdmin(tx, account.id);
    await writeAuditLog(tx, {
      actorUserId: null,
      actorEmail: 'cli',
      action: 'admin.grant',
      target: normalized,
    });
    return { created: before === undefined };
  });
