import type { Invitation, WorkspaceMember } from '@hirelane/domain/workspaces/workspace.schema';
import { personName } from '../../lib/person-name';
import type { TeamList } from './api/members';
import { matchesTeamSearch } from './team-search';

/** One row of the Team table: an active or inactive member, or an open invitation. */
export type TeamRow =
  | { kind: 'member'; status: 'active' | 'inactive'; member: WorkspaceMember }
  | { kind: 'invitation'; invitation: Invitation };

/** Active members first, then the invited, then the inactive. */
export const teamRowsOf = (data: TeamList | undefined): TeamRow[] =>
  data
    ? [
        ...data.active_members.map((member) => ({
          kind: 'member' as const,
          status: 'active' as const,
          member,
        })),
        ...data.invitations.map((invitation) => ({ kind: 'invitation' as const, invitation })),
        ...data.inactive_members.map((member) => ({
          kind: 'member' as const,
          status: 'inactive' as const,
          member,
        })),
      ]
    : [];

export const teamRowKey = (row: TeamRow): string =>
  row.kind === 'member' ? row.member._id : row.invitation._id;

export const teamRowMatches = (query: string, row: TeamRow): boolean =>
  row.kind === 'member'
    ? matchesTeamSearch(query, {
        name: personName(row.member.profile),
        email: row.member.profile.email,
      })
    : matchesTeamSearch(query, { name: '', email: row.invitation.email });

/** "3 active · 1 invited · 0 inactive". */
export const teamCounts = (data: TeamList): string =>
  [
    `${data.active_members.length} active`,
    `${data.invitations.length} invited`,
    `${data.inactive_members.length} inactive`,
  ].join(' · ');
