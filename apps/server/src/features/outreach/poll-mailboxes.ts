import type { AppContext } from '../../app-context';
import { openSecret } from '../../integrations/crypto/secret-box';
import { fetchNewMail } from '../../integrations/imap/fetch-new-mail';
import { loginFailureReason } from '../../integrations/mail-servers/mail-server-login';
import { checkOutboundHost } from '../../integrations/network/outbound-address-policy';
import { claimMailboxesDueForPoll, saveMailboxPollCursor } from '../accounts/mailbox-engine-store';
import { markMailboxInvalid } from '../accounts/mailbox-store';
import { recordInboundMail } from './record-inbound-mail';

const LOGIN_REFUSED = /refused the user name or password|AUTHENTICATIONFAILED/i;

/**
 * Reads new mail of the mailboxes due for a poll (each claimed with SKIP LOCKED and stamped, so
 * workers share them), records replies, automatic replies and bounces, and moves the cursor.
 * A refused login makes the mailbox invalid with the reason (the banners and launch rules read it).
 */
export const pollDueMailboxes = async (app: AppContext, limit = 5): Promise<number> => {
  const intervalSeconds = app.config.outreach.pollSeconds;
  const due = await app.db.transaction((tx) =>
    claimMailboxesDueForPoll(tx, intervalSeconds, limit),
  );
  for (const box of due) {
    try {
      const host = box.imapHost ?? '';
      // Checked at every poll: the name may resolve elsewhere than when it was connected.
      const target = await checkOutboundHost(host, app.config.outbound);
      if (!target.ok) {
        const reason = loginFailureReason.notAllowed('IMAP', host);
        await markMailboxInvalid(app.db, box.workspaceId, box.id, reason);
        continue;
      }
      const result = await fetchNewMail(
        {
          host,
          address: target.address,
          port: box.imapPort ?? 993,
          security: (box.imapSecurity ?? 'tls') as 'tls' | 'starttls' | 'none',
          username: box.username ?? box.email,
          password: openSecret(app.config.encryptionKey, box.secret ?? ''),
        },
        { uidValidity: box.imapUidValidity, lastUid: box.imapLastUid },
      );
      await app.db.transaction(async (tx) => {
        for (const mail of result.messages)
          await recordInboundMail(tx, box.workspaceId, box.id, mail);
        await saveMailboxPollCursor(tx, box.workspaceId, box.id, result);
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (LOGIN_REFUSED.test(message))
        await markMailboxInvalid(app.db, box.workspaceId, box.id, message);
    }
  }
  return due.length;
};
