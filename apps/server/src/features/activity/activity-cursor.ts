import { z } from 'zod';
import { ACTIVITY_KINDS, type ActivityKind } from '@hirelane/domain/activity/activity.schema';
import { unprocessable } from '../../http/http-error';

/**
 * The feed's keyset: the last row's (occurred_at, kind, id), newest first. occurred_at keeps the
 * database's microseconds (a JavaScript date would round them and skip or repeat rows).
 */
export type ActivityCursor = { at: string; kind: ActivityKind; id: string };

const cursorSchema = z.object({
  at: z.iso.datetime({ precision: 6 }),
  kind: z.enum(ACTIVITY_KINDS),
  id: z.uuid(),
});

export const INVALID_CURSOR_MESSAGE = 'This page of the feed cannot be found; reload the feed.';

export const encodeCursor = (cursor: ActivityCursor): string =>
  Buffer.from(JSON.stringify([cursor.at, cursor.kind, cursor.id])).toString('base64url');

export const decodeCursor = (text: string): ActivityCursor => {
  try {
    const [at, kind, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    return cursorSchema.parse({ at, kind, id });
  } catch {
    throw unprocessable(INVALID_CURSOR_MESSAGE, [
      { path: 'cursor', message: INVALID_CURSOR_MESSAGE },
    ]);
  }
};
