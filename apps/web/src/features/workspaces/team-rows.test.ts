import { describe, expect, it } from 'vitest';
import type { Invitation, WorkspaceMember } from '@hirelane/domain/workspaces/workspace.schema';
import type { TeamList } from './api/members';
import { teamCounts, teamRowKey, teamRowMatches, teamRowsOf } from './team-rows';

const member = (id: string, first: string, email: string): WorkspaceMember => ({
  _id: id,
  role: 'member',
  profile: { first_name: first, last_name: 'Doe', email, photo: '' },
});

const invitation: Invitation = {
  _id: 'inv-1',
  email: 'new@example.com',
  role: 'member',
  status: 'pending',
  expires_at: '2026-02-01T00:00:00.000Z',
  invited_by: null,
  last_sent_at: '2026-01-25T00:00:00.000Z',
  send_count: 1,
};

const team: TeamList = {
  active_members: [member('m-1', 'Ada', 'ada@example.com')],
  invitations: [invitation],
  inactive_members: [member('m-2', 'Bob', 'bob@example.com')],
};

describe('team rows', () => {
  it('lists the active, then the invited, then the inactive', () => {
    const rows = teamRowsOf(team);
    expect(rows.map(teamRowKey)).toEqual(['m-1', 'inv-1', 'm-2']);
    expect(rows.map((row) => (row.kind === 'member' ? row.status : row.kind))).toEqual([
      'active',
      'invitation',
      'inactive',
    ]);
    expect(teamRowsOf(undefined)).toEqual([]);
  });

  it('matches members by name or e-mail and invitations by e-mail', () => {
    const [ada, invited] = teamRowsOf(team);
    expect(ada && teamRowMatches('ada doe', ada)).toBe(true);
    expect(ada && teamRowMatches('bob', ada)).toBe(false);
    expect(invited && teamRowMatches('new@', invited)).toBe(true);
  });

  it('counts each group', () => {
    expect(teamCounts(team)).toBe('1 active · 1 invited · 1 inactive');
  });
});
