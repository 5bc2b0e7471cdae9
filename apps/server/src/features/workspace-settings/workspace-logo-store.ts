import { and, eq, like } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { storedFile } from '../../db/schema/files';

/* The workspace's logo files: the stored_file rows under the logo prefix, and only those. */

/** Logos live under their own storage prefix: only files under it are ever served as a logo. */
export const logoStoragePrefix = (workspaceId: string) => `workspaces/${workspaceId}/logo/`;
export const logoStorageKey = (workspaceId: string, fileId: string) =>
  `${logoStoragePrefix(workspaceId)}${fileId}`;

export type NewLogoFile = {
  id: string;
  storageKey: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
  createdByUserId: string;
};

export const insertLogoFile = async (
  db: Executor,
  workspaceId: string,
  file: NewLogoFile,
): Promise<void> => {
  await db.insert(storedFile).values({ ...file, workspaceId });
};

/** Deletes the workspace's logo file rows and returns their storage keys (bytes go after commit). */
export const deleteLogoFiles = async (db: Executor, workspaceId: string): Promise<string[]> => {
  const rows = await db
    .delete(storedFile)
    .where(
      and(
        eq(storedFile.workspaceId, workspaceId),
        like(storedFile.storageKey, `${logoStoragePrefix(workspaceId)}%`),
      ),
    )
    .returning({ key: storedFile.storageKey });
  return rows.map((row) => row.key);
};

export type LogoFile = { storageKey: string; contentType: string; size: number };

export const findLogoFile = async (
  db: Executor,
  workspaceId: string,
  fileId: string,
): Promise<LogoFile | undefined> => {
  const [row] = await db
    .select({
      storageKey: storedFile.storageKey,
      contentType: storedFile.contentType,
      size: storedFile.size,
    })
    .from(storedFile)
    .where(
      and(
        eq(storedFile.workspaceId, workspaceId),
        eq(storedFile.id, fileId),
        like(storedFile.storageKey, `${logoStoragePrefix(workspaceId)}%`),
      ),
    );
  return row;
};
