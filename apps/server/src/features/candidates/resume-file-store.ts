import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { storedFile } from '../../db/schema/files';

/** A stored file of the workspace (a person's resume), read-only. */
export const findStoredFile = async (db: Executor, workspaceId: string, fileId: string) => {
  const [row] = await db
    .select()
    .from(storedFile)
    .where(and(eq(storedFile.workspaceId, workspaceId), eq(storedFile.id, fileId)));
  return row;
};
