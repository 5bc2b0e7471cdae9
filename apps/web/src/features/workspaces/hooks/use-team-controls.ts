import { useState } from 'react';
import type { Viewer } from '@hirelane/domain/workspaces/team-actions';
import type { TeamRole } from '@hirelane/domain/workspaces/roles';
import type { Invitation, WorkspaceMember } from '@hirelane/domain/workspaces/workspace.schema';
import {
  changeMemberRole,
  deactivateMember,
  reactivateMember,
  resendInvitation,
  revokeInvitation,
} from '../api/members';
import { useTeamAction } from './use-team-action';

/** An action of the Team table that asks first. */
export type TeamConfirmation =
  | { kind: 'deactivate'; member: WorkspaceMember }
  | { kind: 'self-role'; member: WorkspaceMember; role: TeamRole }
  | { kind: 'revoke'; invitation: Invitation };

/**
 * The Team table's actions: role changes (shown at once as drafts, a change of one's own role
 * confirmed first), deactivate and revoke after a confirmation, reactivate and resend at once.
 */
export const useTeamControls = (workspaceId: string, viewer: Viewer | null) => {
  const [confirmation, setConfirmation] = useState<TeamConfirmation | null>(null);
  const [roleDrafts, setRoleDrafts] = useState<Record<string, TeamRole>>({});
  const { busyKey, run } = useTeamAction(workspaceId);

  const changeRole = async (member: WorkspaceMember, role: TeamRole, self: boolean) => {
    setRoleDrafts((drafts) => ({ ...drafts, [member._id]: role }));
    await run({
      key: member._id,
      action: () => changeMemberRole(member._id, role),
      successMessage: 'Role changed.',
      refreshEverything: self,
    });
    setRoleDrafts(({ [member._id]: _done, ...rest }) => rest);
  };

  const onChangeRole = (member: WorkspaceMember, role: TeamRole) => {
    if (role === member.role) return;
    if (viewer && member._id === viewer.memberId) {
      setConfirmation({ kind: 'self-role', member, role });
      return;
    }
    void changeRole(member, role, false);
  };

  const confirm = async () => {
    if (!confirmation) return;
    if (confirmation.kind === 'deactivate') {
      const { member } = confirmation;
      await run({
        key: member._id,
        action: () => deactivateMember(member._id),
        successMessage: 'Member deactivated.',
      });
    } else if (confirmation.kind === 'self-role') {
      await changeRole(confirmation.member, confirmation.role, true);
    } else {
      const { invitation } = confirmation;
      await run({
        key: invitation._id,
        action: () => revokeInvitation(invitation._id),
        successMessage: 'Invitation revoked.',
      });
    }
  };

  const reactivate = (member: WorkspaceMember) =>
    void run({
      key: member._id,
      action: () => reactivateMember(member._id),
      successMessage: 'Member reactivated.',
    });

  const resend = (invitation: Invitation) =>
    void run({
      key: invitation._id,
      action: () => resendInvitation(invitation._id),
      successMessage: 'Invitation sent again.',
    });

  return {
    busyKey,
    roleDrafts,
    confirmation,
    setConfirmation,
    onChangeRole,
    confirm,
    reactivate,
    resend,
  };
};

/** The Team table's actions and state, as useTeamControls returns them. */
export type TeamControls = ReturnType<typeof useTeamControls>;
