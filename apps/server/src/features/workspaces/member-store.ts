import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_USER_PHOTO } from '@hirelane/domain/product/product';
import type { WorkspaceMember } from '@hirelane/domain/workspaces/workspace.schema';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { workspaceInvitation, workspaceMember } from '../../db/schema/workspaces';

export type MemberStatus = 'active' | 'inactive';
export type MemberRow = typeof workspaceMember.$inferSelect;

export const insertMember = async (
  db: Executor,
  workspaceId: string,
  userId: string,
  role: WorkspaceRole,
): Promise<MemberRow> => {
  const [row] = await db
    .insert(workspaceMember)
    .values({ workspaceId, userId, role, status: 'active' })
    .onConflictDoUpdate({
      target: [workspaceMember.workspaceId, workspaceMember.userId],
      set: { role, status: 'active', deactivatedAt: null },
    })
    .returning();
  if (!row) throw new Error('member insert returned nothing');
  return row;
};

export const listMembersWithProfiles = async (
  db: Executor,
  workspaceId: string,
): Promise<Array<WorkspaceMember & { status: MemberStatus }>> => {
  const rows = await db
    .select({
      id: workspaceMember.id,
      role: workspaceMember.role,
      status: workspaceMember.status,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      image: user.image,
    })
    .from(workspaceMember)
    .innerJoin(user, eq(user.id, workspaceMember.userId))
    .where(eq(workspaceMember.workspaceId, workspaceId))
    .orderBy(asc(user.firstName), asc(user.email));
  return rows.map((row) => ({
    _id: row.id,
    role: row.role as WorkspaceRole,
    status: row.status as MemberStatus,
    profile: {
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      photo: row.image ?? DEFAULT_USER_PHOTO,
    },
  }));
};

/** Locks the member row for the rest of the transaction. */
export const findMemberForUpdate = async (
  db: Executor,
  workspaceId: string,
  memberId: string,
): Promise<MemberRow | undefined> => {
  const [row] = await db
    .select()
    .from(workspaceMember)
    .where(and(eq(workspaceMember.workspaceId, workspaceId), eq(workspaceMember.id, memberId)))
    .for('update');
  return row;
};

export const findMemberByUser = async (
  db: Executor,
  workspaceId: string,
  userId: string,
): Promise<MemberRow | undefined> => {
  const [row] = await db
    .select()
    .from(workspaceMember)
    .where(and(eq(workspaceMember.workspaceId, workspaceId), eq(workspaceMember.userId, userId)));
  return row;
};

/** Counts active owners and locks their rows, so two demotions cannot both pass. */
export const lockActiveOwners = async (db: Executor, workspaceId: string): Promise<number> => {
  const rows = await db
    .select({ id: workspaceMember.id })
    .from(workspaceMember)
    .where(
      and(
        eq(workspaceMember.workspaceId, workspaceId),
        eq(workspaceMember.role, 'owner'),
        eq(workspaceMember.status, 'active'),
      ),
    )
    .orderBy(asc(workspaceMember.id))
    .for('update');
  return rows.length;
};

/** A status change stamps (or clears) deactivated_at with it. */
export const updateMember = async (
  db: Executor,
  workspaceId: string,
  memberId: string,
  change: { role?: WorkspaceRole; status?: MemberStatus },
): Promise<void> => {
  const deactivation =
    change.status === undefined
      ? {}
      : { deactivatedAt: change.status === 'inactive' ? new Date() : null };
  await db
    .update(workspaceMember)
    .set({ ...change, ...deactivation })
    .where(and(eq(workspaceMember.workspaceId, workspaceId), eq(workspaceMember.id, memberId)));
};

/** The members (active or not) of the workspace among these addresses. */
export const listMembersByEmail = async (
  db: Executor,
  workspaceId: string,
  emails: string[],
): Promise<{ email: string; status: string }[]> =>
  db
    .select({ email: user.email, status: workspaceMember.status })
    .from(workspaceMember)
    .innerJoin(user, eq(user.id, workspaceMember.userId))
    .where(and(eq(workspaceMember.workspaceId, workspaceId), inArray(user.email, emails)));

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

/**
 * Seats in use: active members plus invitations that can still be accepted. Recruiting partners
 * use no seat (decision 051).
 */
export const countSeats = async (db: Executor, workspaceId: string): Promise<number> => {
  const result = await db.execute<{ seats: string }>(sql`
    select (select count(*) from ${workspaceMember} m
             where m.workspace_id = ${workspaceId} and m.status = 'active' and m.role <> 'partner')
         + (select count(*) from ${workspaceInvitation} i
             where i.workspace_id = ${workspaceId} and i.status = 'pending' and i.expires_at > now()
               and i.role <> 'partner')
           as seats`);
  return Number(result.rows[0]?.seats ?? 0);
};

/** Of these addresses, the ones with an invitation that can still be accepted (re-inviting takes no new seat). */
export const listLiveInvitationEmails = async (
  db: Executor,
  workspaceId: string,
  emails: string[],
): Promise<string[]> => {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: workspaceInvitation.email })
    .from(workspaceInvitation)
    .where(
      and(
        eq(workspaceInvitation.workspaceId, workspaceId),
        eq(workspaceInvitation.status, 'pending'),
        inArray(workspaceInvitation.email, emails),
        sql`${workspaceInvitation.expiresAt} > now()`,
      ),
    );
  return rows.map((row) => row.email);
};
