import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, permissionsForRole, roleHasPermission } from './permissions';
import { WORKSPACE_ROLES, type WorkspaceRole } from './roles';

// Written out by hand on purpose: a change to the matrix must change this list too.
const EXPECTED: Record<string, { allowed: WorkspaceRole[]; denied: WorkspaceRole[] }> = {
  'workspace:settings:edit': { allowed: ['owner', 'admin'], denied: ['member', 'partner'] },
  'workspace:billing:edit': { allowed: ['owner', 'admin'], denied: ['member', 'partner'] },
  'workspace:delete': { allowed: ['owner'], denied: ['admin', 'member', 'partner'] },
  'workspace:members:view': { allowed: ['owner', 'admin', 'member'], denied: ['partner'] },
  'workspace:members:invite': { allowed: ['owner', 'admin'], denied: ['member', 'partner'] },
  'workspace:members:edit': { allowed: ['owner', 'admin'], denied: ['member', 'partner'] },
  'workspace:owners:edit': { allowed: ['owner'], denied: ['admin', 'member', 'partner'] },
  'project:create': { allowed: ['owner', 'admin', 'member'], denied: ['partner'] },
  'project:delete': { allowed: ['owner', 'admin'], denied: ['member', 'partner'] },
  'project:members:edit': { allowed: ['owner', 'admin'], denied: ['member', 'partner'] },
  'candidate:erase': { allowed: ['owner', 'admin'], denied: ['member', 'partner'] },
  'candidate:merge': { allowed: ['owner', 'admin'], denied: ['member', 'partner'] },
  'campaign:run': { allowed: ['owner', 'admin', 'member'], denied: ['partner'] },
  'campaign:settings:edit': { allowed: ['owner', 'admin', 'member'], denied: ['partner'] },
  'mailbox:connect': { allowed: ['owner', 'admin', 'member'], denied: ['partner'] },
  'workspace:partners:edit': { allowed: ['owner', 'admin'], denied: ['member', 'partner'] },
  'partner:submissions:create': { allowed: ['partner'], denied: ['owner', 'admin', 'member'] },
};

describe('permission matrix', () => {
  it('lists exactly the expected permissions', () => {
    expect([...ALL_PERMISSIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [permission, { allowed, denied }] of Object.entries(EXPECTED)) {
    it(`${permission}: granted to ${allowed.join(', ') || 'nobody'}`, () => {
      expect([...allowed, ...denied].sort()).toEqual([...WORKSPACE_ROLES].sort());
      for (const role of allowed) {
        expect(roleHasPermission(role, permission as never)).toBe(true);
      }
      for (const role of denied) {
        expect(roleHasPermission(role, permission as never)).toBe(false);
      }
    });
  }

  it('gives an owner every team permission and a member the fewest of the team', () => {
    expect(permissionsForRole('owner')).toEqual(
      ALL_PERMISSIONS.filter((permission) => permission !== 'partner:submissions:create'),
    );
    expect(permissionsForRole('member').length).toBeLessThan(permissionsForRole('admin').length);
  });

  it('gives a partner only the partner portal: no campaigns, settings, members or candidates', () => {
    expect(permissionsForRole('partner')).toEqual(['partner:submissions:create']);
  });
});
