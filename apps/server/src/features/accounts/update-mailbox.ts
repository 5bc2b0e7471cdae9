import type { Mailbox, UpdateMailboxRequest } from '@hirelane/domain/accounts/mailbox.schema';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadChangeableMailbox } from './mailbox-access';
import { describeMailbox, updateMailboxRow, type MailboxPatch } from './mailbox-store';

/**
 * PUT /api/communication/email/account/update/{id}: enable or disable, daily limit, signature,
 * display name. Enabling a mailbox paused for bounces lifts the pause: a person has looked.
 */
export const updateMailbox = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  mailboxId: string,
  input: UpdateMailboxRequest,
): Promise<Mailbox> =>
  db.transaction(async (tx) => {
    const row = await loadChangeableMailbox(tx, tenant, userId, mailboxId);
    const patch: MailboxPatch = {};
    if (input.enabled !== undefined) {
      patch.enabled = input.enabled;
      if (input.enabled) {
        patch.pausedReason = null;
        if (row.status === 'verified') patch.problemAt = null;
      }
    }
    if (input.daily_limit !== undefined) patch.dailyLimit = input.daily_limit;
    if (input.signature !== undefined) patch.signature = input.signature;
    if (input.display_name !== undefined) patch.displayName = input.display_name?.trim() || null;
    const updated = await updateMailboxRow(tx, tenant.workspaceId, mailboxId, patch);
    return describeMailbox(tx, tenant.workspaceId, updated ?? row);
  });
