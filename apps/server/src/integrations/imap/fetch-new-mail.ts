import { withoutSecret, type MailServerLogin } from '../mail-servers/mail-server-login';
import { parseInboundMail, type InboundMail } from './parse-inbound-mail';
import {
  closeImapClient,
  createImapClient,
  DEFAULT_IMAP_TIMEOUT_MS,
  describeImapFailure,
} from './verify-imap-login';

export type MailCursor = { uidValidity: number | null; lastUid: number };
export type FetchedMail = { uidValidity: number; lastUid: number; messages: InboundMail[] };

const DEFAULT_LIMIT = 200;

/**
 * Reads INBOX messages newer than the cursor, oldest first, at most `limit`, and returns them
 * with the cursor to pass next time. Opens INBOX read-only: nothing is flagged or deleted.
 * Throws an Error whose message is a sentence for people (the ImapFlow error is its cause).
 */
export const fetchNewMail = async (
  login: MailServerLogin,
  cursor: MailCursor,
  options: { limit?: number; timeoutMs?: number } = {},
): Promise<FetchedMail> => {
  const timeoutMs = options.timeoutMs ?? DEFAULT_IMAP_TIMEOUT_MS;
  const limit = options.limit ?? DEFAULT_LIMIT;
  const client = createImapClient(login, timeoutMs);
  try {
    await client.connect();
    const inbox = await client.mailboxOpen('INBOX', { readOnly: true });
    const uidValidity = Number(inbox.uidValidity);
    // A new UIDVALIDITY renumbers every message: old UIDs mean nothing, so start from now.
    if (cursor.uidValidity !== null && cursor.uidValidity !== uidValidity) {
      return { uidValidity, lastUid: Math.max(inbox.uidNext - 1, 0), messages: [] };
    }
    if (inbox.exists === 0 || inbox.uidNext - 1 <= cursor.lastUid) {
      return { uidValidity, lastUid: cursor.lastUid, messages: [] };
    }

    // "n:*" always matches the newest message, even below n: hence the filter.
    const found = await client.search({ uid: `${cursor.lastUid + 1}:*` }, { uid: true });
    const uids = (found || [])
      .filter((uid) => uid > cursor.lastUid)
      .sort((a, b) => a - b)
      .slice(0, limit);
    if (uids.length === 0) return { uidValidity, lastUid: cursor.lastUid, messages: [] };

    const sources = new Map<number, Buffer>();
    for await (const message of client.fetch(uids, { uid: true, source: true }, { uid: true })) {
      if (message.source) sources.set(message.uid, message.source);
    }
    const messages: InboundMail[] = [];
    for (const uid of uids) {
      const source = sources.get(uid);
      // Expunged between SEARCH and FETCH: nothing to read, but the UID is still behind us.
      if (source) messages.push(await parseInboundMail(source, uid));
    }
    return { uidValidity, lastUid: uids[uids.length - 1] ?? cursor.lastUid, messages };
  } catch (error) {
    const reason = describeImapFailure(error, { host: login.host, port: login.port, timeoutMs });
    throw new Error(withoutSecret(reason, login.password), { cause: error });
  } finally {
    await closeImapClient(client);
  }
};
