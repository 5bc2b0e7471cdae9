import { ADMIN_PAGE_SIZE, type AuditEntry } from '@hirelane/domain/admin/admin.schema';
import type { Database } from '../../db/client';
import { listAuditLog } from './audit-log-store';

/** Every admin action, newest first, one page. */
export const listAuditEntries = async (
  db: Database,
  page: number,
): Promise<{ items: AuditEntry[]; total: number; page: number; page_size: number }> => {
  const { rows, total } = await listAuditLog(db, {
    limit: ADMIN_PAGE_SIZE,
    offset: (page - 1) * ADMIN_PAGE_SIZE,
  });
  return {
    items: rows.map((row) => ({
      _id: row.id,
      actor_email: row.actorEmail,
      action: row.action,
      target: row.target,
      reason: row.reason,
      details: row.details,
      created_at: row.createdAt.toISOString(),
    })),
    total,
    page,
    page_size: ADMIN_PAGE_SIZE,
  };
};
