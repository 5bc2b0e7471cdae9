import { z } from 'zod';
import type { DirectorySort } from '@hirelane/domain/candidates/candidate-directory.schema';
import { unprocessable } from '../../http/http-error';

/**
 * The directory's keyset: the sort key of the page's last row and its id. The time keeps the
 * database's microseconds (a JavaScript date would round them and skip or repeat people). The
 * sort is part of the cursor so a cursor of another order is refused, not misread.
 */
export type DirectoryCursor = { sort: DirectorySort; key: string; id: string };

const cursorSchema = z.discriminatedUnion('sort', [
  z.object({ sort: z.literal('recent'), key: z.iso.datetime({ precision: 6 }), id: z.uuid() }),
  z.object({ sort: z.literal('name'), key: z.string().max(2000), id: z.uuid() }),
]);

export const INVALID_DIRECTORY_CURSOR = 'This page of the directory cannot be found; reload it.';

export const encodeDirectoryCursor = (cursor: DirectoryCursor): string =>
  Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url');

export const decodeDirectoryCursor = (text: string, sort: DirectorySort): DirectoryCursor => {
  try {
    const [s, key, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    const cursor = cursorSchema.parse({ sort: s, key, id });
    if (cursor.sort !== sort) throw new Error('another order');
    return cursor;
  } catch {
    throw unprocessable(INVALID_DIRECTORY_CURSOR, [
      { path: 'cursor', message: INVALID_DIRECTORY_CURSOR },
    ]);
  }
};
