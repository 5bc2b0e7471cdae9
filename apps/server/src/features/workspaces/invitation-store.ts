import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Invitation, MemberProfile } from '@hirelane/domain/workspaces/workspace.schema';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import { DEFAULT_USER_PHOTO } from '@hirelane/domain/product/product';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { workspace, workspaceInvitation } from '../../db/schema/workspaces';

export type InvitationRow = typeof workspaceInvitation.$inferSelect;

/** 256 bits of randomness; only the SHA-256 of it is stored. */
export const newInvitationToken = (): { token: string; tokenHash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
};

export const hashInvitationToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const invitationStatus = (
  row: Pick<InvitationRow, 'status' | 'expiresAt'>,
): Invitation['status'] =>
  row.status === 'pending' && row.expiresAt.getTime() <= Date.now()
    ? 'expired'
    : (row.status as Invitation['status']);

/** Replaces any pending invitation of the same address in the workspace (re-inviting resends). */
export const upsertPendingInvitation = async (
  db: Executor,
  workspaceId: string,
  input: {
    email: string;
    role: WorkspaceRole;
    tokenHash: string;
    invitedByUserId: string;
    expiresAt: Date;
    lastSentAt: Date;
  },
): Promise<InvitationRow> => {
  await db
    .update(workspaceInvitation)
    .set({ status: 'revoked' })
    .where(
      and(
        eq(workspaceInvitation.workspaceId, workspaceId),
        eq(workspaceInvitation.email, input.email),
        eq(workspaceInvitation.status, 'pending'),
      ),
    );
  const [row] = await db
    .insert(workspaceInvitation)
    .values({ workspaceId, ...input })
    .returning();
  if (!row) throw new Error('invitation insert returned nothing');
  return row;
};

export const listPendingInvitations = async (
  db: Executor,
  workspaceId: string,
): Promise<Invitation[]> => {
  const rows = await db
    .select({ invitation: workspaceInvitation, inviter: user })
    .from(workspaceInvitation)
    .leftJoin(user, eq(user.id, workspaceInvitation.invitedByUserId))
    .where(
      and(
        eq(workspaceInvitation.workspaceId, workspaceId),
        eq(workspaceInvitation.status, 'pending'),
      ),
    )
    .orderBy(desc(workspaceInvitation.createdAt));
  return rows.map(({ invitation, inviter }) => toInvitation(invitation, inviter));
};

/** A user as the member profile of SPEC 3 (photo falls back to the default image). */
export const toMemberProfile = (person: typeof user.$inferSelect): MemberProfile => ({
  first_name: person.firstName,
  last_name: person.lastName,
  email: person.email,
  photo: person.image ?? DEFAULT_USER_PHOTO,
});

export const toInvitation = (
  invitation: InvitationRow,
  inviter: typeof user.$inferSelect | null,
): Invitation => ({
  _id: invitation.id,
  email: invitation.email,
  role: invitation.role as WorkspaceRole,
  status: invitationStatus(invitation),
  expires_at: invitation.expiresAt.toISOString(),
  invited_by: inviter ? toMemberProfile(inviter) : null,
  last_sent_at: lastSentAt(invitation).toISOString(),
  send_count: invitation.sendCount,
});

/** Rows written before resends were tracked have no last_sent_at: their one mail went out at creation. */
export const lastSentAt = (invitation: Pick<InvitationRow, 'lastSentAt' | 'createdAt'>): Date =>
  invitation.lastSentAt ?? invitation.createdAt;

/** A pending (possibly expired) invitation of the workspace, locked for the rest of the transaction. */
export const findPendingInvitationForUpdate = async (
  db: Executor,
  workspaceId: string,
  invitationId: string,
) => {
  const [row] = await db
    .select({ invitation: workspaceInvitation, inviter: user })
    .from(workspaceInvitation)
    .leftJoin(user, eq(user.id, workspaceInvitation.invitedByUserId))
    .where(
      and(
        eq(workspaceInvitation.workspaceId, workspaceId),
        eq(workspaceInvitation.id, invitationId),
        eq(workspaceInvitation.status, 'pending'),
      ),
    )
    .for('update', { of: workspaceInvitation });
  return row;
};

/** A new token and expiry for a pending invitation, counted as one more send. */
export const reissueInvitation = async (
  db: Executor,
  workspaceId: string,
  invitationId: string,
  input: { tokenHash: string; expiresAt: Date; sentAt: Date },
): Promise<InvitationRow> => {
  const [row] = await db
    .update(workspaceInvitation)
    .set({
      tokenHash: input.tokenHash,
      expiresAt: input.expiresAt,
      lastSentAt: input.sentAt,
      sendCount: sql`${workspaceInvitation.sendCount} + 1`,
    })
    .where(
      and(
        eq(workspaceInvitation.workspaceId, workspaceId),
        eq(workspaceInvitation.id, invitationId),
      ),
    )
    .returning();
  if (!row) throw new Error('invitation update returned nothing');
  return row;
};

export const revokePendingInvitation = async (
  db: Executor,
  workspaceId: string,
  invitationId: string,
): Promise<boolean> => {
  const rows = await db
    .update(workspaceInvitation)
    .set({ status: 'revoked' })
    .where(
      and(
        eq(workspaceInvitation.workspaceId, workspaceId),
        eq(workspaceInvitation.id, invitationId),
        eq(workspaceInvitation.status, 'pending'),
      ),
    )
    .returning({ id: workspaceInvitation.id });
  return rows.length > 0;
};

/**
 * Looks an invitation up by its token. Not scoped by a workspace id: the
 * token is the capability, and it names its workspace.
 */
export const findInvitationByToken = async (db: Executor, token: string, lock = false) => {
  const query = db
    .select({ invitation: workspaceInvitation, workspaceName: workspace.name, inviter: user })
    .from(workspaceInvitation)
    .innerJoin(workspace, eq(workspace.id, workspaceInvitation.workspaceId))
    .leftJoin(user, eq(user.id, workspaceInvitation.invitedByUserId))
    .where(eq(workspaceInvitation.tokenHash, hashInvitationToken(token)));
  const [row] = lock ? await query.for('update', { of: workspaceInvitation }) : await query;
  return row;
};

export const markInvitationAccepted = async (
  db: Executor,
  workspaceId: string,
  invitationId: string,
): Promise<void> => {
  await db
    .update(workspaceInvitation)
    .set({ status: 'accepted', acceptedAt: new Date() })
    .where(
      and(
        eq(workspaceInvitation.workspaceId, workspaceId),
        eq(workspaceInvitation.id, invitationId),
      ),
    );
};
