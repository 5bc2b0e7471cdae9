import { z } from 'zod';
import { unprocessable } from '../../http/http-error';

/**
 * The inbox's keyset: the last thread's (last_message_at, id), newest first. The time keeps the
 * database's microseconds (a JavaScript date would round them and skip or repeat threads).
 */
export type InboxCursor = { at: string; id: string };

const cursorSchema = z.object({ at: z.iso.datetime({ precision: 6 }), id: z.uuid() });

export const INVALID_INBOX_CURSOR = 'This page of the inbox cannot be found; reload the inbox.';

export const encodeInboxCursor = (cursor: InboxCursor): string =>
  Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');

export const decodeInboxCursor = (text: string): InboxCursor => {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    return cursorSchema.parse({ at, id });
  } catch {
    throw unprocessable(INVALID_INBOX_CURSOR, [{ path: 'cursor', message: INVALID_INBOX_CURSOR }]);
  }
};
