import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadChangeableMailbox } from './mailbox-access';
import { deleteMailboxRow } from './mailbox-store';

export const MAILBOX_REMOVED = 'Mailbox removed.';

/** PUT /api/communication/email/account/delete/{id}: the mailbox and its stored password go. */
export const deleteMailbox = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  mailboxId: string,
): Promise<void> =>
  db.transaction(async (tx) => {
    await loadChangeableMailbox(tx, tenant, userId, mailboxId);
    await deleteMailboxRow(tx, tenant.workspaceId, mailboxId);
  });
