import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';

export const ROLE_LABELS: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  partner: 'Recruiting partner',
};

/** "an owner" / "an admin" / "a member". */
export const roleWithArticle = (role: WorkspaceRole): string =>
  `${role === 'member' || role === 'partner' ? 'a' : 'an'} ${role}`;
