import { canInviteWithRole, decideMemberChange, type MemberChangeVerdict } from './member-rules';
import { roleHasPermission } from './permissions';
import { TEAM_ROLES, type WorkspaceRole } from './roles';

/**
 * What the viewer may do to each row of the Team table. The server decides with the same rules
 * (member-rules.ts and decideInvitationResend below); the UI uses them to disable a control and
 * say why.
 */

export type ActionVerdict = MemberChangeVerdict;

export const CHANGE_ROLE_DENIED_MESSAGE = 'Only owners and admins can change roles.';
export const DEACTIVATE_DENIED_MESSAGE = 'Only owners and admins can deactivate members.';
export const REACTIVATE_DENIED_MESSAGE = 'Only owners and admins can reactivate members.';
export const INVITE_DENIED_MESSAGE = 'Only owners and admins can invite teammates.';
export const RESEND_DENIED_MESSAGE = 'Only owners and admins can resend invitations.';
export const REVOKE_DENIED_MESSAGE = 'Only owners and admins can revoke invitations.';
export const RESEND_OWNER_INVITATION_MESSAGE =
  'Only an owner can resend an invitation to become owner.';

/** A resend at most once a minute, and at most this many mails per invitation in all. */
export const INVITATION_RESEND_COOLDOWN_SECONDS = 60;
export const MAX_INVITATION_SENDS = 5;

export const resendLimitMessage = (): string =>
  `This invitation was already sent ${MAX_INVITATION_SENDS} times. Check the address with your teammate, or revoke it and send a new invitation.`;

export const resendCooldownMessage = (seconds: number): string =>
  `The invitation was sent moments ago. You can send it again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

export type Viewer = { memberId: string; role: WorkspaceRole };

export type TeamMemberTarget = {
  _id: string;
  role: WorkspaceRole;
  status: 'active' | 'inactive';
};

export type MemberActions = {
  changeRole: ActionVerdict;
  /** The roles the viewer may pick for this member (the current one included). */
  roleOptions: WorkspaceRole[];
  deactivate: ActionVerdict;
  reactivate: ActionVerdict;
};

const allowed: ActionVerdict = { allowed: true };
const denied = (reason: string): ActionVerdict => ({ allowed: false, reason });

/**
 * `activeOwnerCount` counts the workspace's active owners now. The server counts an inactive
 * owner as one more when judging a change to it; so does this.
 */
export const memberActions = (
  viewer: Viewer | null,
  target: TeamMemberTarget,
  activeOwnerCount: number,
): MemberActions => {
  const canEdit = viewer !== null && roleHasPermission(viewer.role, 'workspace:members:edit');
  const roleOptions =
    viewer && roleHasPermission(viewer.role, 'workspace:owners:edit')
      ? [...TEAM_ROLES]
      : TEAM_ROLES.filter((role) => role !== 'owner' || role === target.role);
  if (!viewer || !canEdit) {
    return {
      changeRole: denied(CHANGE_ROLE_DENIED_MESSAGE),
      roleOptions,
      deactivate: denied(DEACTIVATE_DENIED_MESSAGE),
      reactivate: denied(REACTIVATE_DENIED_MESSAGE),
    };
  }
  const owners = target.status === 'active' ? activeOwnerCount : activeOwnerCount + 1;
  const changeRole =
    target.role === 'owner'
      ? decideMemberChange(viewer.role, { kind: 'change-role', from: 'owner', to: 'admin' }, owners)
      : allowed;
  const deactivate = decideMemberChange(
    viewer.role,
    { kind: 'deactivate', role: target.role, self: target._id === viewer.memberId },
    owners,
  );
  const reactivate =
    target.role === 'owner'
      ? decideMemberChange(
          viewer.role,
          { kind: 'change-role', from: 'member', to: 'owner' },
          owners,
        )
      : allowed;
  return { changeRole, roleOptions, deactivate, reactivate };
};

export type ResendVerdict =
  | { allowed: true }
  | {
      allowed: false;
      reason: string;
      code: 'not-allowed' | 'cooldown' | 'limit';
      /** For a cooldown: whole seconds until a resend is accepted. */
      retryAfterSeconds?: number;
    };

/** Whether the viewer may mail a pending (or expired) invitation again now. */
export const decideInvitationResend = (
  actorRole: WorkspaceRole | null,
  invitation: { role: WorkspaceRole; lastSentAt: Date; sendCount: number },
  now: Date,
): ResendVerdict => {
  if (!actorRole || !roleHasPermission(actorRole, 'workspace:members:invite'))
    return { allowed: false, reason: RESEND_DENIED_MESSAGE, code: 'not-allowed' };
  if (!canInviteWithRole(actorRole, invitation.role))
    return { allowed: false, reason: RESEND_OWNER_INVITATION_MESSAGE, code: 'not-allowed' };
  if (invitation.sendCount >= MAX_INVITATION_SENDS)
    return { allowed: false, reason: resendLimitMessage(), code: 'limit' };
  const waitMs =
    invitation.lastSentAt.getTime() + INVITATION_RESEND_COOLDOWN_SECONDS * 1000 - now.getTime();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    return {
      allowed: false,
      reason: resendCooldownMessage(seconds),
      code: 'cooldown',
      retryAfterSeconds: seconds,
    };
  }
  return { allowed: true };
};

export const decideInvitationRevoke = (actorRole: WorkspaceRole | null): ActionVerdict =>
  actorRole && roleHasPermission(actorRole, 'workspace:members:invite')
    ? allowed
    : denied(REVOKE_DENIED_MESSAGE);
