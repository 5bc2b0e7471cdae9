import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import type { ProjectMember } from '@hirelane/domain/projects/project.schema';

/** Whether a project member is the signed-in user (by workspace member id, or by e-mail). */
export const isCurrentUser = (member: ProjectMember, session: SessionInfo): boolean =>
  (session.profile_info.member_id !== null && member._id === session.profile_info.member_id) ||
  member.profile.email.toLowerCase() === session.profile_info.email.toLowerCase();

/** "First Last", or the e-mail when the member has no name yet. */
export const memberName = (member: Pick<ProjectMember, 'profile'>): string =>
  `${member.profile.first_name} ${member.profile.last_name}`.trim() || member.profile.email;

/** The owner first, then everyone else in the order the server gave. */
export const ownerFirst = <T extends { role: string }>(members: readonly T[]): T[] => [
  ...members.filter((member) => member.role === 'owner'),
  ...members.filter((member) => member.role !== 'owner'),
];
