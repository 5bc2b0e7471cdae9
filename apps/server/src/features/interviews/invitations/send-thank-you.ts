import { thankYouOf } from '@hirelane/domain/interviews/interview-settings.schema';
import type { AppContext } from '../../../app-context';
import { invitationMailFor } from './invitation-mail-content';
import { invitationMailer } from './invitation-mailer';
import { invitationSenderBox } from './invitation-sender';
import { recordDelivery } from './invitation-store';
import { claimThankYou, releaseThankYou } from './thank-you-store';

export const thankYouNotSent = (reason: string): string => `Thank-you not sent: ${reason}`;

export type ThankYouOutcome = 'sent' | 'already_sent' | 'off' | 'not_sent';

/**
 * The thank-you e-mail of a completed interview (issue 18), when its settings copy asks for one:
 * at most once (claimThankYou), from the invitation's mailbox or the product's mail. A mailbox
 * that cannot send, or a person who may no longer be contacted, gets nothing and the invitation
 * says why; a mail server's refusal is recorded and thrown, so the queue tries again.
 */
export const sendThankYou = async (
  app: AppContext,
  workspaceId: string,
  invitationId: string,
): Promise<ThankYouOutcome> => {
  const row = await claimThankYou(app.db, workspaceId, invitationId);
  if (!row) return 'already_sent';
  const thankYou = thankYouOf(row.settings);
  const giveUp = async (reason: string): Promise<ThankYouOutcome> => {
    await releaseThankYou(app.db, workspaceId, invitationId, thankYouNotSent(reason));
    return 'not_sent';
  };
  if (!thankYou.enabled) {
    await releaseThankYou(app.db, workspaceId, invitationId, null);
    return 'off';
  }
  const sender = await invitationSenderBox(app.db, workspaceId, row.mailboxId);
  if (sender.problem) return giveUp(sender.problem);
  const mail = await invitationMailFor(app, app.db, row, thankYou);
  if (!mail) return giveUp('the candidate can no longer be contacted.');
  const mailer = invitationMailer(app, sender.box);
  try {
    const outcome = await mailer.send(mail);
    if (!outcome.sent) {
      await giveUp(outcome.reason);
      throw new Error(thankYouNotSent(outcome.reason));
    }
    await recordDelivery(app.db, workspaceId, invitationId, { sent: true, at: null });
    return 'sent';
  } finally {
    mailer.close();
  }
};
