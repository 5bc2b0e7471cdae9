import type { TenantContext } from '../../http/request-context';
import { forbidden, notFound } from '../../http/http-error';
import type { Executor } from '../../db/client';
import { findMailbox, type MailboxRow } from './mailbox-store';

export const MAILBOX_NOT_FOUND = 'Mailbox not found.';
export const NOT_YOUR_MAILBOX =
  'Only the person who connected this mailbox or a workspace admin can change it.';

/** The mailbox of the workspace that the caller may change (theirs, or any for admins). */
export const loadChangeableMailbox = async (
  db: Executor,
  tenant: TenantContext,
  userId: string,
  mailboxId: string,
): Promise<MailboxRow> => {
  const row = await findMailbox(db, tenant.workspaceId, mailboxId);
  if (!row) throw notFound(MAILBOX_NOT_FOUND);
  const admin = tenant.permissions.includes('workspace:settings:edit');
  if (!admin && row.userId !== userId) throw forbidden(NOT_YOUR_MAILBOX);
  return row;
};
