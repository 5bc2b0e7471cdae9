import type { AppContext } from '../../app-context';
import { findMailbox } from '../accounts/mailbox-store';
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
        found = findMailbox(app.db, workspaceId, mailboxId);
        mailboxes.set(key, found);
      }
      return found;
    },
  };
};
