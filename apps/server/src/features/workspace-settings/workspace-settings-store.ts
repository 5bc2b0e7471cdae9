import { and, eq, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { linkedinAccount } from '../../db/schema/accounts';
import { storedFile } from '../../db/schema/files';
import { workspace, workspaceMember } from '../../db/schema/workspaces';

/*
 * Data access of the workspace settings. Every function takes the workspace id; the workspace row
 * itself is only read and written through it.
 */

export type WorkspaceRow = typeof workspace.$inferSelect;

/** Logos live under their own storage prefix: only files under it are ever served as a logo. */
export const logoStoragePrefix = (workspaceId: string) => `workspaces/${workspaceId}/logo/`;
export const logoStorageKey = (workspaceId: string, fileId: string) =>
  `${logoStoragePrefix(workspaceId)}${fileId}`;

export const findWorkspaceRow = async (
  db: Executor,
  workspaceId: string,
): Promise<WorkspaceRow | undefined> => {
  const [row] = await db.select().from(workspace).where(eq(workspace.id, workspaceId));
  return row;
};

/** Locks the workspace row: deletions, logo changes and flag merges of one workspace queue here. */
export const lockWorkspace = async (
  db: Executor,
  workspaceId: string,
): Promise<WorkspaceRow | undefined> => {
  const [row] = await db
    .select()
    .from(workspace)
    .where(eq(workspace.id, workspaceId))
    .for('update');
  return row;
};

export const countActiveOwners = async (db: Executor, workspaceId: string): Promise<number> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(workspaceMember)
    .where(
      and(
        eq(workspaceMember.workspaceId, workspaceId),
        eq(workspaceMember.role, 'owner'),
        eq(workspaceMember.status, 'active'),
      ),
    );
  return row?.count ?? 0;
};

/** Removes a membership; the member's project memberships go with it (foreign key cascade). */
export const deleteMember = async (
  db: Executor,
  workspaceId: string,
  memberId: string,
): Promise<void> => {
  await db
    .delete(workspaceMember)
    .where(and(eq(workspaceMember.workspaceId, workspaceId), eq(workspaceMember.id, memberId)));
};

export const deleteMemberLinkedinAccount = async (
  db: Executor,
  workspaceId: string,
  userId: string,
): Promise<void> => {
  await db
    .delete(linkedinAccount)
    .where(and(eq(linkedinAccount.workspaceId, workspaceId), eq(linkedinAccount.userId, userId)));
};

export const updateWorkspaceName = async (
  db: Executor,
  workspaceId: string,
  name: string,
): Promise<boolean> => {
  const rows = await db
    .update(workspace)
    .set({ name })
    .where(eq(workspace.id, workspaceId))
    .returning({ id: workspace.id });
  return rows.length > 0;
};

export const setWorkspaceLogoUrl = async (
  db: Executor,
  workspaceId: string,
  logoUrl: string | null,
): Promise<void> => {
  await db.update(workspace).set({ logoUrl }).where(eq(workspace.id, workspaceId));
};

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

export const readFeatureFlags = async (
  db: Executor,
  workspaceId: string,
): Promise<Record<string, boolean> | undefined> => {
  const [row] = await db
    .select({ flags: workspace.featureFlags })
    .from(workspace)
    .where(eq(workspace.id, workspaceId));
  return row?.flags;
};

/** Merges the changed flags into the stored ones in one statement (concurrent toggles both land). */
export const mergeFeatureFlags = async (
  db: Executor,
  workspaceId: string,
  changes: Record<string, boolean>,
): Promise<Record<string, boolean> | undefined> => {
  const [row] = await db
    .update(workspace)
    .set({ featureFlags: sql`${workspace.featureFlags} || ${JSON.stringify(changes)}::jsonb` })
    .where(eq(workspace.id, workspaceId))
    .returning({ flags: workspace.featureFlags });
  return row?.flags;
};

export const listStoredFileKeys = async (db: Executor, workspaceId: string): Promise<string[]> => {
  const rows = await db
    .select({ key: storedFile.storageKey })
    .from(storedFile)
    .where(eq(storedFile.workspaceId, workspaceId));
  return rows.map((row) => row.key);
};

/**
 * Users whose current workspace is this one (only `userId` when given) move to another workspace
 * they are an active member of, the first by name as in the workspace list, or to none.
 */
export const moveUsersOffWorkspace = async (
  db: Executor,
  workspaceId: string,
  userId?: string,
): Promise<void> => {
  await db.execute(sql`
    update "user" u
       set current_workspace_id = (
             select m.workspace_id
               from workspace_member m
               join workspace w on w.id = m.workspace_id
              where m.user_id = u.id and m.status = 'active' and m.workspace_id <> ${workspaceId}
              order by w.name asc, w.created_at asc
              limit 1),
           updated_at = now()
     where u.current_workspace_id = ${workspaceId}
       ${userId === undefined ? sql`` : sql`and u.id = ${userId}`}`);
};

/**
 * The pipeline rows without a foreign key to the workspace (project_candidate, its
 * stage_history, project_stage_count; see their schema): deleted through the workspace's
 * projects, which their indexes serve, before the workspace row cascades the rest.
 */
export const deletePipelineRows = async (db: Executor, workspaceId: string): Promise<void> => {
  await db.execute(sql`
    delete from project_candidate
     where project_id in (select id from project where workspace_id = ${workspaceId})`);
  await db.execute(sql`
    delete from project_stage_count
     where project_id in (select id from project where workspace_id = ${workspaceId})`);
};

export const deleteWorkspaceRow = async (db: Executor, workspaceId: string): Promise<boolean> => {
  const rows = await db
    .delete(workspace)
    .where(eq(workspace.id, workspaceId))
    .returning({ id: workspace.id });
  return rows.length > 0;
};
