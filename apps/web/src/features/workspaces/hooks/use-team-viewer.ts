import { roleHasPermission } from '@hirelane/domain/workspaces/permissions';
import type { Viewer } from '@hirelane/domain/workspaces/team-actions';
import type { TeamList } from '../api/members';

/** Who looks at the Team table: their own member row, if any, and what that lets them do. */
export const useTeamViewer = (data: TeamList | undefined, viewerEmail: string) => {
  const isYou = (email: string) => email.toLowerCase() === viewerEmail.toLowerCase();
  const viewerMember = data?.active_members.find((member) => isYou(member.profile.email));
  const viewer: Viewer | null = viewerMember
    ? { memberId: viewerMember._id, role: viewerMember.role }
    : null;
  const activeOwners = data?.active_members.filter((member) => member.role === 'owner').length ?? 0;
  const canInvite = viewer !== null && roleHasPermission(viewer.role, 'workspace:members:invite');
  return { isYou, viewer, activeOwners, canInvite };
};
