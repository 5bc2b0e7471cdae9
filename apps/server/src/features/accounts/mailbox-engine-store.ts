import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailbox } from '../../db/schema/accounts';
import type { MailboxRow } from './mailbox-store';

/*
 * The mailbox columns the outreach engine reads and writes: the send-slot cursor, the IMAP poll
 * cursor and the bounce pause. Accounts owns the mailbox table; the engine calls these.
 */

/** The sender of an enrolment: its thread mailbox when it has one, else the campaign's address. */
export const findSenderMailbox = async (
  db: Executor,
  workspaceId: string,
  mailboxId: string | null,
  fromEmail: string | null,
): Promise<MailboxRow | undefined> => {
  const condition = mailboxId
    ? eq(mailbox.id, mailboxId)
    : sql`lower(${mailbox.email}) = lower(${fromEmail ?? ''})`;
  const [row] = await db
    .select()
    .from(mailbox)
    .where(and(eq(mailbox.workspaceId, workspaceId), condition));
  return row;
};

/** Locks the mailbox row for the batch and reads its send cursor and daily limit. */
export const lockMailboxSlot = async (
  tx: Executor,
  workspaceId: string,
  mailboxId: string,
): Promise<{ nextSlotAt: Date | null; dailyLimit: number } | undefined> => {
  const [row] = await tx
    .select({ nextSlotAt: mailbox.nextSlotAt, dailyLimit: mailbox.dailyLimit })
    .from(mailbox)
    .where(and(eq(mailbox.workspaceId, workspaceId), eq(mailbox.id, mailboxId)))
    .for('update');
  return row;
};

export const saveMailboxNextSlot = async (
  tx: Executor,
  workspaceId: string,
  mailboxId: string,
  nextSlotAt: Date,
): Promise<void> => {
  await tx
    .update(mailbox)
    .set({ nextSlotAt })
    .where(and(eq(mailbox.workspaceId, workspaceId), eq(mailbox.id, mailboxId)));
};

/** Pauses a mailbox that is not paused yet, with the reason. */
export const pauseMailbox = async (
  tx: Executor,
  workspaceId: string,
  mailboxId: string,
  reason: string,
): Promise<void> => {
  await tx
    .update(mailbox)
    .set({
      pausedReason: reason,
      problemAt: sql`coalesce(${mailbox.problemAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(mailbox.workspaceId, workspaceId),
        eq(mailbox.id, mailboxId),
        isNull(mailbox.pausedReason),
      ),
    );
};

/**
 * Claims the mailboxes due for a poll, across workspaces (a worker's own scan): each is locked
 * with SKIP LOCKED and stamped, so workers share them.
 */
export const claimMailboxesDueForPoll = async (
  tx: Executor,
  intervalSeconds: number,
  limit: number,
): Promise<MailboxRow[]> => {
  const rows = await tx
    .select()
    .from(mailbox)
    .where(
      and(
        eq(mailbox.enabled, true),
        eq(mailbox.status, 'verified'),
        isNotNull(mailbox.secret),
        isNotNull(mailbox.imapHost),
        or(
          isNull(mailbox.lastPolledAt),
          lt(mailbox.lastPolledAt, sql`now() - make_interval(secs => ${intervalSeconds})`),
        ),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  for (const row of rows)
    await tx
      .update(mailbox)
      .set({ lastPolledAt: sql`now()` })
      .where(and(eq(mailbox.workspaceId, row.workspaceId), eq(mailbox.id, row.id)));
  return rows;
};

/** Moves the IMAP cursor once the mail read up to it is recorded. */
export const saveMailboxPollCursor = async (
  tx: Executor,
  workspaceId: string,
  mailboxId: string,
  cursor: { uidValidity: number; lastUid: number },
): Promise<void> => {
  await tx
    .update(mailbox)
    .set({ imapUidValidity: cursor.uidValidity, imapLastUid: cursor.lastUid })
    .where(and(eq(mailbox.workspaceId, workspaceId), eq(mailbox.id, mailboxId)));
};
