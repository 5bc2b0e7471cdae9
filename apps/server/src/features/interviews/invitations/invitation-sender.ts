import type { Executor } from '../../../db/client';
import { notFound, unprocessable } from '../../../http/http-error';
import { mailboxProblem } from '../../accounts/account-status-store';
import { findMailbox, findMailboxByEmail, type MailboxRow } from '../../accounts/mailbox-store';
import { findCampaignFromEmail } from './invitation-store';

export const MAILBOX_NOT_FOUND_MESSAGE = 'Mailbox not found.';

export const mailboxCannotSend = (box: MailboxRow, reason: string): string =>
  `The mailbox ${box.email} cannot send: ${reason}`;

/** Why this mailbox cannot send now, or null when it can. */
export const senderProblem = (box: MailboxRow): string | null => {
  const problem = mailboxProblem(box);
  return problem ? mailboxCannotSend(box, problem.reason) : null;
};

/**
 * The project's campaign mailbox (the address its campaign sends from) when it can send now, for
 * the invitations page to propose and for a send that names no sender.
 */
export const findCampaignSenderBox = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
): Promise<MailboxRow | null> => {
  const fromEmail = await findCampaignFromEmail(db, workspaceId, projectId);
  if (!fromEmail) return null;
  const box = await findMailboxByEmail(db, workspaceId, fromEmail);
  return box && !senderProblem(box) ? box : null;
};

/**
 * The connected mailbox a send goes through: the one named (404 unknown, 422 when it cannot
 * send), none for null (the product's mail), the project's campaign mailbox when omitted.
 */
export const findSenderBox = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  mailboxId: string | null | undefined,
): Promise<MailboxRow | null> => {
  if (mailboxId === undefined) return findCampaignSenderBox(db, workspaceId, projectId);
  if (mailboxId === null) return null;
  const box = await findMailbox(db, workspaceId, mailboxId);
  if (!box) throw notFound(MAILBOX_NOT_FOUND_MESSAGE);
  const problem = senderProblem(box);
  if (problem) throw unprocessable(problem);
  return box;
};

/**
 * The mailbox a later e-mail of an invitation (resend, reminder, thank-you) leaves from: the
 * invitation's own, or the product's mail when it had none (or the mailbox was removed since).
 * A mailbox that cannot send now is answered with its problem, never swapped for another sender.
 */
export const invitationSenderBox = async (
  db: Executor,
  workspaceId: string,
  mailboxId: string | null,
): Promise<{ box: MailboxRow | null; problem: string | null }> => {
  if (!mailboxId) return { box: null, problem: null };
  const box = await findMailbox(db, workspaceId, mailboxId);
  if (!box) return { box: null, problem: null };
  return { box, problem: senderProblem(box) };
};
