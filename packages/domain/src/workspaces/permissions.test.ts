import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, permissionsForRole, roleHasPermission } from './permissions';
import { WORKSPACE_ROLES, type WorkspaceRole } from './roles';

// Written out by hand on purpose: a change to the matrix must change this list too.
const EXPECTED: Record<string, { allowed: WorkspaceRole[]; denied: WorkspaceRole[] }> = {
  'workspace:settings:edit': { allowed: ['owner', 'admin'], denied: ['member'] },
  'workspace:billing:edit': { allowed: ['owner', 'admin'], denied: ['member'] },
  'workspace:delete': { allowed: ['owner'], denied: ['admin', 'member'] },
  'workspace:members:view': { allowed: ['owner', 'admin', 'member'], denied: [] },
  'workspace:members:invite': { allowed: ['owner', 'admin'], denied: ['member'] },
  'workspace:members:edit': { allowed: ['owner', 'admin'], denied: ['member'] },
  'workspace:owners:edit': { allowed: ['owner'], denied: ['admin', 'member'] },
  'project:create': { allowed: ['owner', 'admin', 'member'], denied: [] },
  'project:delete': { allowed: ['owner', 'admin'], denied: ['member'] },
  'project:members:edit': { allowed: ['owner', 'admin'], denied: ['member'] },
  'candidate:erase': { allowed: ['owner', 'admin'], denied: ['member'] },
  'candidate:merge': { allowed: ['owner', 'admin'], denied: ['member'] },
  'campaign:run': { allowed: ['owner', 'admin', 'member'], denied: [] },
  'campaign:settings:edit': { allowed: ['owner', 'admin', 'member'], denied: [] },
  'mailbox:connect': { allowed: ['owner', 'admin', 'member'], denied: [] },
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

  it('gives an owner every permission and a member the fewest', () => {
    expect(permissionsForRole('owner')).toEqual(ALL_PERMISSIONS);
    expect(permissionsForRole('member').length).toBeLessThan(permissionsForRole('admin').length);
  });
});
