import type { WorkspaceRole } from './roles';
import { roleHasPermission } from './permissions';

export type MemberChange =
  | { kind: 'change-role'; from: WorkspaceRole; to: WorkspaceRole }
  | { kind: 'deactivate'; role: WorkspaceRole; self?: boolean }
  | { kind: 'leave'; role: WorkspaceRole };

export type MemberChangeVerdict = { allowed: true } | { allowed: false; reason: string };

export const LAST_OWNER_MESSAGE =
  'A workspace needs at least one active owner. Make someone else owner first.';
export const OWNER_ONLY_MESSAGE = 'Only an owner can grant or remove the owner role.';
export const SELF_DEACTIVATE_MESSAGE =
  'You can’t deactivate yourself. Ask another owner or admin to do it.';

/**
 * Decides a change to a member given the actor's role and how many active
 * owners the workspace has now. Pure: the server runs it inside the same
 * transaction that counts the owners.
 */
export const decideMemberChange = (
  actorRole: WorkspaceRole,
  change: MemberChange,
  activeOwnerCount: number,
): MemberChangeVerdict => {
  if (change.kind === 'deactivate' && change.self) {
    return { allowed: false, reason: SELF_DEACTIVATE_MESSAGE };
  }
  const touchesOwner =
    change.kind === 'change-role'
      ? change.from === 'owner' || change.to === 'owner'
      : change.role === 'owner';
  if (
    change.kind !== 'leave' &&
    touchesOwner &&
    !roleHasPermission(actorRole, 'workspace:owners:edit')
  ) {
    return { allowed: false, reason: OWNER_ONLY_MESSAGE };
  }
  const removesAnOwner =
    change.kind === 'change-role'
      ? change.from === 'owner' && change.to !== 'owner'
      : change.role === 'owner';
  if (removesAnOwner && activeOwnerCount <= 1) {
    return { allowed: false, reason: LAST_OWNER_MESSAGE };
  }
  return { allowed: true };
};

/** An admin may invite admins and members; only an owner may invite an owner. */
export const canInviteWithRole = (actorRole: WorkspaceRole, role: WorkspaceRole): boolean =>
  role !== 'owner' || roleHasPermission(actorRole, 'workspace:owners:edit');
