import { decideMemberChange, type MemberChange } from '@hirelane/domain/workspaces/member-rules';
import { roleHasPermission } from '@hirelane/domain/workspaces/permissions';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { moveCurrentWorkspaceAway } from './workspace-store';
import { assertPlanAllows } from './plan-limit-guard';
import {
  countSeats,
  findMemberForUpdate,
  lockActiveOwners,
  updateMember,
  type MemberStatus,
} from './member-store';

export type MemberUpdate = { role: WorkspaceRole } | { status: MemberStatus };

/**
 * Changes a member's role or status in one transaction that locks the
 * member and the active owners, so the last-owner rule holds under races.
 * Deactivating also moves the member's current workspace elsewhere; access
 * itself ends with the commit, since every request reads the membership anew.
 */
export const changeMember = async (
  db: Database,
  tenant: TenantContext,
  memberId: string,
  update: MemberUpdate,
): Promise<void> => {
  await db.transaction(async (tx) => {
    // Owners first, always in the same order: every change in the workspace queues here, so
    // two changes cannot deadlock, and what is read below is what the previous change committed.
    const ownerCount = await lockActiveOwners(tx, tenant.workspaceId);
    const actor = await findMemberForUpdate(tx, tenant.workspaceId, tenant.memberId);
    const actorRole = actor?.status === 'active' ? (actor.role as WorkspaceRole) : null;
    if (!actorRole || !roleHasPermission(actorRole, 'workspace:members:edit'))
      throw new HttpError(403, 'You are not allowed to change members of this workspace.');
    const member = await findMemberForUpdate(tx, tenant.workspaceId, memberId);
    if (!member) throw notFound('Member not found.');
    const role = member.role as WorkspaceRole;
    if ('role' in update && role === 'partner')
      throw new HttpError(
        403,
        'A recruiting partner cannot be given a team role: invite the person as a member instead.',
      );
    const unchanged = 'role' in update ? update.role === role : update.status === member.status;
    if (unchanged) return;
    let change: MemberChange | null = null;
    if ('role' in update) change = { kind: 'change-role', from: role, to: update.role };
    else if (update.status === 'inactive')
      change = { kind: 'deactivate', role, self: member.id === tenant.memberId };
    // Reactivating an owner gives the owner role back: only owners may.
    else if (role === 'owner') change = { kind: 'change-role', from: 'member', to: 'owner' };
    if (change) {
      const activeOwners = member.status === 'active' ? ownerCount : ownerCount + 1;
      const verdict = decideMemberChange(actorRole, change, activeOwners);
      if (!verdict.allowed) throw new HttpError(403, verdict.reason);
    }
    // Reactivating takes a seat back.
    if ('status' in update && update.status === 'active')
      await assertPlanAllows(tx, tenant.workspaceId, 'seats', () =>
        countSeats(tx, tenant.workspaceId),
      );
    await updateMember(tx, tenant.workspaceId, memberId, update);
    if ('status' in update && update.status === 'inactive')
      await moveCurrentWorkspaceAway(tx, member.userId, tenant.workspaceId);
  });
};
