import type { DatabasePool } from '../../db/transaction';
import { readMemberDirectory } from './member-directory-store';

export const listMembers = async (pool: DatabasePool, workspaceId: string) => {
  const directory = await readMemberDirectory(pool, workspaceId);
  // Recruiting partners are not the team: they have their own list (decision 051).
  const members = directory.members.filter((member) => member.role !== 'partner');
  const invitations = directory.invitations.filter((invitation) => invitation.role !== 'partner');
  const active = members.filter((member) => member.status === 'active');
  const inactive = members.filter((member) => member.status === 'inactive');
  return {
    active_members: active.map(({ _id, role, profile }) => ({ _id, role, profile })),
    inactive_members: inactive.map(({ _id, role, profile, deactivated_at }) => ({
      _id,
      role,
      profile,
      deactivated_at,
    })),
    invitations,
  };
};
