import { and, eq, isNotNull, lt, or, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { mailbox } from '../../db/schema/accounts';
import { openSecret } from '../../integrations/crypto/secret-box';
import { fetchNewMail } from '../../integrations/imap/fetch-new-mail';
import { loginFailureReason } from '../../integrations/mail-servers/mail-server-login';
import { checkOutboundHost } from '../../integrations/network/outbound-address-policy';
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
  const due = await app.db.transaction(async (tx) => {
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
  });
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
        await tx
          .update(mailbox)
          .set({ imapUidValidity: result.uidValidity, imapLastUid: result.lastUid })
          .where(and(eq(mailbox.workspaceId, box.workspaceId), eq(mailbox.id, box.id)));
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (LOGIN_REFUSED.test(message))
        await markMailboxInvalid(app.db, box.workspaceId, box.id, message);
    }
  }
  return due.length;
};
