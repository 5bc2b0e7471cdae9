import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { mailbox } from '../../db/schema/accounts';
import type { SendRound } from './send-claimed-delivery';
import type { SentMarker } from './sent-marker';
import type { SmtpTransportCache } from './smtp-transport-cache';

/** What the sends of one claim share: each sender mailbox is read once per claim. */
export const createSendRound = (
  app: AppContext,
  transports: SmtpTransportCache,
  marker: SentMarker,
): SendRound => {
  const mailboxes = new Map<string, ReturnType<SendRound['mailboxOf']>>();
  return {
    transports,
    marker,
    mailboxOf: (workspaceId, mailboxId) => {
      const key = `${workspaceId}:${mailboxId}`;
      let found = mailboxes.get(key);
      if (!found) {
        found = app.db
          .select()
          .from(mailbox)
          .where(and(eq(mailbox.workspaceId, workspaceId), eq(mailbox.id, mailboxId)))
          .then((rows) => rows[0]);
        mailboxes.set(key, found);
      }
      return found;
    },
  };
};
