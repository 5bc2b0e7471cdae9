import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/platform';

export type AuditEntry = {
  actorUserId: string | null;
  actorEmail: string;
  action: string;
  target: string;
  details?: Record<string, unknown>;
};

/** Platform-level log of admin actions; not tenant data, so not scoped by a workspace. */
export const writeAuditLog = async (db: Executor, entry: AuditEntry): Promise<void> => {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
};
