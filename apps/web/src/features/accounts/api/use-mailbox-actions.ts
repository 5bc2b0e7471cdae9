import { useState } from 'react';
import { toast } from 'sonner';
import type { Mailbox, UpdateMailboxRequest } from '@hirelane/domain/accounts/mailbox.schema';
import { deleteMailbox, updateMailbox } from './mailbox-writes';
import { useRefreshMailboxes } from './refresh-mailboxes';

const messageOf = (caught: unknown, fallback: string): string =>
  caught instanceof Error && caught.message ? caught.message : fallback;

/**
 * The settings list's writes: switch a mailbox on or off, remove it. Each shows a toast and
 * refetches the mailbox lists; `pendingId` is the mailbox being switched.
 */
export const useMailboxActions = (workspaceId: string | null) => {
  const refresh = useRefreshMailboxes(workspaceId);
  const [pendingId, setPendingId] = useState<string | null>(null);

  const setEnabled = async (mailbox: Mailbox, enabled: boolean) => {
    setPendingId(mailbox._id);
    try {
      await updateMailbox(mailbox._id, { enabled });
      // The server answers every update with one generic message; this one says what changed.
      toast.success(`${mailbox.email} is ${enabled ? 'enabled' : 'disabled'}.`);
    } catch (caught) {
      toast.error(messageOf(caught, 'The mailbox could not be changed.'));
    } finally {
      await refresh();
      setPendingId(null);
    }
  };

  const remove = async (mailbox: Mailbox) => {
    try {
      const answer = await deleteMailbox(mailbox._id);
      toast.success(answer.message ?? `${mailbox.email} removed.`);
      await refresh();
    } catch (caught) {
      toast.error(messageOf(caught, 'The mailbox could not be removed.'));
    }
  };

  /** Saves the edit dialog; the caller shows field errors from what this throws. */
  const save = async (mailbox: Mailbox, update: UpdateMailboxRequest) => {
    const answer = await updateMailbox(mailbox._id, update);
    toast.success(answer.message ?? `${mailbox.email} saved.`);
    await refresh();
  };

  return { pendingId, setEnabled, remove, save };
};
