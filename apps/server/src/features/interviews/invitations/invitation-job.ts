import { dueReminder, linkState } from '@hirelane/domain/interviews/invitation-schedule';
import type { AppContext } from '../../../app-context';
import type { JobDefinition } from '../../../jobs/job-definition';
import type { MailboxRow } from '../../accounts/mailbox-store';
import {
  claimUnusedInvitations,
  recordDelivery,
  updateInvitation,
  type InvitationRow,
} from './invitation-store';
import { invitationMailer, type InvitationMail } from './invitation-mailer';
import { invitationMailFor } from './invitation-mail-content';
import { invitationSenderBox } from './invitation-sender';
import { releaseInvitationHold } from './release-invitation-hold';
import { REMINDER_TEMPLATE } from './reminder-template';

const BATCH = 200;

/** A reminder to send after the commit, from the invitation's own sender. */
type Reminder = { mail: InvitationMail; row: InvitationRow; box: MailboxRow | null };
type Round = { reminders: Reminder[]; released: number; lastId: string | null; size: number };

export const reminderNotSent = (reason: string): string => `Reminder not sent: ${reason}`;

const runRound = (app: AppContext, now: Date, afterId: string | null): Promise<Round> =>
  app.db.transaction(async (tx) => {
    const rows = await claimUnusedInvitations(tx, { now, afterId, limit: BATCH });
    const reminders: Reminder[] = [];
    let released = 0;
    for (const row of rows) {
      if (linkState(row, row.settings, now) === 'expired') {
        if (row.creditHoldId) {
          await releaseInvitationHold(tx, row, null);
          released += 1;
        }
        continue;
      }
      const reminder = dueReminder(row, row.settings, now);
      if (!reminder) continue;
      await updateInvitation(tx, row.workspaceId, row.id, {
        remindersSent: reminder.remindersSentAfter,
        lastReminderAt: now,
      });
      const mail = await invitationMailFor(app, tx, row, REMINDER_TEMPLATE);
      if (!mail) continue;
      // The invitation's mailbox, never another one: when it cannot send, the list says why.
      const sender = await invitationSenderBox(tx, row.workspaceId, row.mailboxId);
      if (sender.problem)
        await updateInvitation(tx, row.workspaceId, row.id, {
          deliveryError: reminderNotSent(sender.problem),
        });
      else reminders.push({ mail, row, box: sender.box });
    }
    return { reminders, released, lastId: rows.at(-1)?.id ?? null, size: rows.length };
  });

/** Sends the round's reminders, one connection per sender, and records each outcome. */
const sendReminders = async (app: AppContext, reminders: Reminder[]): Promise<number> => {
  const bySender = new Map<string, Reminder[]>();
  for (const reminder of reminders) {
    const key = reminder.box?.id ?? '';
    bySender.set(key, [...(bySender.get(key) ?? []), reminder]);
  }
  let sent = 0;
  for (const group of bySender.values()) {
    const mailer = invitationMailer(app, group[0]?.box ?? null);
    try {
      for (const { mail, row } of group) {
        const outcome = await mailer.send(mail);
        if (outcome.sent) sent += 1;
        await recordDelivery(
          app.db,
          row.workspaceId,
          row.id,
          outcome.sent
            ? { sent: true, at: null }
            : { sent: false, reason: reminderNotSent(outcome.reason) },
        );
      }
    } finally {
      mailer.close();
    }
  }
  return sent;
};

/**
 * The invitations' clock (issue 18, decision 033), every few minutes: an unused link gets the
 * reminder that is due (dueReminder: one e-mail, the count updated in the same commit, sent after
 * it from the invitation's mailbox or the product's mail; a mailbox that cannot send leaves the
 * reason on the invitation); an expired link never started gives its credit hold back.
 */
export const runInvitationClock = async (
  app: AppContext,
  now = new Date(),
): Promise<{ reminded: number; released: number }> => {
  let reminded = 0;
  let released = 0;
  let afterId: string | null = null;
  for (;;) {
    const round: Round = await runRound(app, now, afterId);
    reminded += await sendReminders(app, round.reminders);
    released += round.released;
    afterId = round.lastId;
    if (round.size < BATCH) return { reminded, released };
  }
};

export const interviewInvitationClock: JobDefinition = {
  name: 'interviews.invitation-clock',
  everySeconds: 5 * 60,
  handler: (app) => runInvitationClock(app),
};
