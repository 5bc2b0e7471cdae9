import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/platform';

export type AuditEntry = {
  actorUserId: string | null;
  actorEmail: string;
  action: string;
  target: string;
  reason?: string;
  details?: Record<string, unknown>;
};

/** Platform-level log of admin actions; not tenant data, so not scoped by a workspace. */
export const writeAuditLog = async (db: Executor, entry: AuditEntry): Promise<void> => {
  await db
    .insert(auditLog)
    .values({ ...entry, reason: entry.reason ?? '', details: entry.details ?? {} });
};

/** Newest first, one page. */
export const listAuditLog = async (
  db: Executor,
  page: { limit: number; offset: number },
): Promise<{ rows: (typeof auditLog.$inferSelect)[]; total: number }> => {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog),
  ]);
  return { rows, total: count?.total ?? 0 };
};
