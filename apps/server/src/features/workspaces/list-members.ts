import type pg from 'pg';
import { readMemberDirectory } from './member-directory-store';

export const listMembers = async (pool: pg.Pool, workspaceId: string) => {
  const { members, invitations } = await readMemberDirectory(pool, workspaceId);
  const strip = ({ status: _status, ...member }: (typeof members)[number]) => member;
  return {
    active_members: members.filter((member) => member.status === 'active').map(strip),
    inactive_members: members.filter((member) => member.status === 'inactive').map(strip),
    invitations,
  };
};
