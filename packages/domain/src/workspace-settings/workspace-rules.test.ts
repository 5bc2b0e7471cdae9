import { describe, expect, it } from 'vitest';
import { LAST_OWNER_MESSAGE } from '../workspaces/member-rules';
import {
  DELETE_NOT_ALLOWED,
  FLAGS_NOT_ALLOWED,
  RENAME_NOT_ALLOWED,
  canDeleteWorkspace,
  canEditFeatureFlags,
  canEditWorkspace,
  canLeaveWorkspace,
  confirmsWorkspaceName,
} from './workspace-rules';

describe('workspace settings rules', () => {
  it('lets owners and admins rename and switch features, not members', () => {
    expect(canEditWorkspace('owner')).toEqual({ allowed: true });
    expect(canEditWorkspace('admin')).toEqual({ allowed: true });
    expect(canEditWorkspace('member')).toEqual({ allowed: false, reason: RENAME_NOT_ALLOWED });
    expect(canEditFeatureFlags('admin')).toEqual({ allowed: true });
    expect(canEditFeatureFlags('member')).toEqual({ allowed: false, reason: FLAGS_NOT_ALLOWED });
  });

  it('lets only owners delete', () => {
    expect(canDeleteWorkspace('owner')).toEqual({ allowed: true });
    for (const role of ['admin', 'member'] as const)
      expect(canDeleteWorkspace(role)).toEqual({ allowed: false, reason: DELETE_NOT_ALLOWED });
  });

  it('refuses leaving to the last active owner only', () => {
    const last = canLeaveWorkspace('owner', 1);
    expect(last.allowed).toBe(false);
    expect(!last.allowed && last.reason).toContain(LAST_OWNER_MESSAGE);
    expect(canLeaveWorkspace('owner', 2)).toEqual({ allowed: true });
    expect(canLeaveWorkspace('admin', 1)).toEqual({ allowed: true });
    expect(canLeaveWorkspace('member', 1)).toEqual({ allowed: true });
  });

  it('confirms a deletion only on the exact name', () => {
    expect(confirmsWorkspaceName('Acme Recruiting', 'Acme Recruiting')).toBe(true);
    expect(confirmsWorkspaceName('  Acme Recruiting ', 'Acme Recruiting')).toBe(true);
    expect(confirmsWorkspaceName('acme recruiting', 'Acme Recruiting')).toBe(false);
    expect(confirmsWorkspaceName('Acme  Recruiting', 'Acme Recruiting')).toBe(false);
    expect(confirmsWorkspaceName('Acme', 'Acme Recruiting')).toBe(false);
    expect(confirmsWorkspaceName('', '')).toBe(false);
  });
});
