import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { workspace } from '../../db/schema/workspaces';

/*
 * The workspace row's settings columns (name, logo URL, feature flags) and its lock. The row
 * itself belongs to workspaces/workspace-store.ts; every function takes the workspace id.
 */

export type WorkspaceRow = typeof workspace.$inferSelect;

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

export const readInterviewRetentionDays = async (
  db: Executor,
  workspaceId: string,
): Promise<number | undefined> => {
  const [row] = await db
    .select({ days: workspace.interviewRetentionDays })
    .from(workspace)
    .where(eq(workspace.id, workspaceId));
  return row?.days;
};

export const setInterviewRetentionDays = async (
  db: Executor,
  workspaceId: string,
  days: number,
): Promise<number | undefined> => {
  const [row] = await db
    .update(workspace)
    .set({ interviewRetentionDays: days })
    .where(eq(workspace.id, workspaceId))
    .returning({ days: workspace.interviewRetentionDays });
  return row?.days;
};
