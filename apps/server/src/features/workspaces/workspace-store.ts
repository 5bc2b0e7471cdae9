import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { workspace, workspaceMember } from '../../db/schema/workspaces';

export type WorkspaceRow = typeof workspace.$inferSelect;
export type UserWorkspace = {
  id: string;
  name: string;
  role: WorkspaceRole;
  memberId: string;
  workspace: WorkspaceRow;
};

export const insertWorkspace = async (db: Executor, name: string): Promise<WorkspaceRow> => {
  const [row] = await db.insert(workspace).values({ name }).returning();
  if (!row) throw new Error('workspace insert returned nothing');
  return row;
};

export const findWorkspace = async (
  db: Executor,
  workspaceId: string,
): Promise<WorkspaceRow | undefined> => {
  const [row] = await db.select().from(workspace).where(eq(workspace.id, workspaceId));
  return row;
};

/** The workspace as seen by one user: only when that user is an active member of it. */
export const findUserWorkspace = async (
  db: Executor,
  workspaceId: string,
  userId: string,
): Promise<UserWorkspace | undefined> => {
  const [row] = await db
    .select({ workspace, memberId: workspaceMember.id, role: workspaceMember.role })
    .from(workspaceMember)
    .innerJoin(workspace, eq(workspace.id, workspaceMember.workspaceId))
    .where(
      and(
        eq(workspaceMember.workspaceId, workspaceId),
        eq(workspaceMember.userId, userId),
        eq(workspaceMember.status, 'active'),
      ),
    );
  return row
    ? {
        id: row.workspace.id,
        name: row.workspace.name,
        role: row.role as WorkspaceRole,
        memberId: row.memberId,
        workspace: row.workspace,
      }
    : undefined;
};

export const listUserWorkspaces = async (
  db: Executor,
  userId: string,
): Promise<UserWorkspace[]> => {
  const rows = await db
    .select({ workspace, memberId: workspaceMember.id, role: workspaceMember.role })
    .from(workspaceMember)
    .innerJoin(workspace, eq(workspace.id, workspaceMember.workspaceId))
    .where(and(eq(workspaceMember.userId, userId), eq(workspaceMember.status, 'active')))
    .orderBy(asc(workspace.name), asc(workspace.createdAt));
  return rows.map((row) => ({
    id: row.workspace.id,
    name: row.workspace.name,
    role: row.role as WorkspaceRole,
    memberId: row.memberId,
    workspace: row.workspace,
  }));
};

export const setCurrentWorkspace = async (
  db: Executor,
  userId: string,
  workspaceId: string | null,
): Promise<void> => {
  await db
    .update(user)
    .set({ currentWorkspaceId: workspaceId, updatedAt: new Date() })
    .where(eq(user.id, userId));
};

export const updateWorkspaceSubscription = async (
  db: Executor,
  workspaceId: string,
  subscription: { planName: string; planStatus: string; currentPeriodEnd: Date | null },
): Promise<boolean> => {
  const rows = await db
    .update(workspace)
    .set(subscription)
    .where(eq(workspace.id, workspaceId))
    .returning({ id: workspace.id });
  return rows.length > 0;
};

/**
 * When a user's current workspace is `workspaceId`, makes it their next active workspace in
 * the order of the workspace list (or none), the same one the session would fall back to.
 */
export const moveCurrentWorkspaceAway = async (
  db: Executor,
  userId: string,
  workspaceId: string,
): Promise<void> => {
  const next = db
    .select({ id: workspaceMember.workspaceId })
    .from(workspaceMember)
    .innerJoin(workspace, eq(workspace.id, workspaceMember.workspaceId))
    .where(
      and(
        eq(workspaceMember.userId, userId),
        eq(workspaceMember.status, 'active'),
        ne(workspaceMember.workspaceId, workspaceId),
      ),
    )
    .orderBy(asc(workspace.name), asc(workspace.createdAt))
    .limit(1);
  await db
    .update(user)
    .set({ currentWorkspaceId: sql`(${next})`, updatedAt: new Date() })
    .where(and(eq(user.id, userId), eq(user.currentWorkspaceId, workspaceId)));
};

/** The workspace the user last chose (null when none is set). */
export const findCurrentWorkspaceId = async (
  db: Executor,
  userId: string,
): Promise<string | null> => {
  const [row] = await db
    .select({ currentWorkspaceId: user.currentWorkspaceId })
    .from(user)
    .where(eq(user.id, userId));
  return row?.currentWorkspaceId ?? null;
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

export const deleteWorkspaceRow = async (db: Executor, workspaceId: string): Promise<boolean> => {
  const rows = await db
    .delete(workspace)
    .where(eq(workspace.id, workspaceId))
    .returning({ id: workspace.id });
  return rows.length > 0;
};

/**
 * Locks the workspace row until the transaction ends and reads its plan: every addition counted by
 * a plan limit takes this lock before counting, so two concurrent additions cannot both pass.
 * `for no key update` leaves rows that merely reference the workspace free to be written.
 */
export const lockWorkspacePlan = async (
  db: Executor,
  workspaceId: string,
): Promise<string | null> => {
  const [row] = await db
    .select({ planName: workspace.planName })
    .from(workspace)
    .where(eq(workspace.id, workspaceId))
    .for('no key update');
  return row?.planName ?? null;
};
