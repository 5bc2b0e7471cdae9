import type { Database } from '../../db/client';
import { listPendingInvitations } from './invitation-store';
import { listMembersWithProfiles } from './member-store';

export const listMembers = async (db: Database, workspaceId: string) => {
  const [members, invitations] = await Promise.all([
    listMembersWithProfiles(db, workspaceId),
    listPendingInvitations(db, workspaceId),
  ]);
  const strip = ({ status: _status, ...member }: (typeof members)[number]) => member;
  return {
    active_members: members.filter((member) => member.status === 'active').map(strip),
    inactive_members: members.filter((member) => member.status === 'inactive').map(strip),
    invitations,
  };
};
