import type { Executor } from '../../../db/client';
import { notFound, unprocessable } from '../../../http/http-error';
import { mailboxProblem } from '../../accounts/account-status-store';
import { findMailbox, type MailboxRow } from '../../accounts/mailbox-store';

export const MAILBOX_NOT_FOUND_MESSAGE = 'Mailbox not found.';

/** The connected mailbox invitations go through; null (the product's mail) when none is chosen. */
export const findSenderBox = async (
  db: Executor,
  workspaceId: string,
  mailboxId: string | undefined,
): Promise<MailboxRow | null> => {
  if (!mailboxId) return null;
  const box = await findMailbox(db, workspaceId, mailboxId);
  if (!box) throw notFound(MAILBOX_NOT_FOUND_MESSAGE);
  const problem = mailboxProblem(box);
  if (problem) throw unprocessable(`The mailbox ${box.email} cannot send: ${problem.reason}`);
  return box;
};
