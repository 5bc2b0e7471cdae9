import { describe, expect, it } from 'vitest';
import {
  LAST_OWNER_MESSAGE,
  OWNER_ONLY_MESSAGE,
  SELF_DEACTIVATE_MESSAGE,
  canInviteWithRole,
  decideMemberChange,
} from './member-rules';

describe('decideMemberChange', () => {
  it('refuses to demote the last owner', () => {
    expect(
      decideMemberChange('owner', { kind: 'change-role', from: 'owner', to: 'admin' }, 1),
    ).toEqual({
      allowed: false,
      reason: LAST_OWNER_MESSAGE,
    });
  });

  it('lets an owner demote another owner when two exist', () => {
    expect(
      decideMemberChange('owner', { kind: 'change-role', from: 'owner', to: 'member' }, 2),
    ).toEqual({
      allowed: true,
    });
  });

  it('refuses to deactivate the last owner', () => {
    expect(decideMemberChange('owner', { kind: 'deactivate', role: 'owner' }, 1).allowed).toBe(
      false,
    );
  });

  it('refuses that anyone deactivates themself, before any other rule', () => {
    for (const role of ['owner', 'admin', 'member'] as const) {
      expect(decideMemberChange(role, { kind: 'deactivate', role, self: true }, 3)).toEqual({
        allowed: false,
        reason: SELF_DEACTIVATE_MESSAGE,
      });
    }
    expect(
      decideMemberChange('owner', { kind: 'deactivate', role: 'owner', self: false }, 2),
    ).toEqual({ allowed: true });
  });

  it('refuses that the last owner leaves', () => {
    expect(decideMemberChange('owner', { kind: 'leave', role: 'owner' }, 1).allowed).toBe(false);
    expect(decideMemberChange('owner', { kind: 'leave', role: 'owner' }, 2).allowed).toBe(true);
  });

  it('keeps the owner role to owners', () => {
    expect(
      decideMemberChange('admin', { kind: 'change-role', from: 'member', to: 'owner' }, 1),
    ).toEqual({
      allowed: false,
      reason: OWNER_ONLY_MESSAGE,
    });
    expect(decideMemberChange('admin', { kind: 'deactivate', role: 'owner' }, 3).allowed).toBe(
      false,
    );
    expect(
      decideMemberChange('admin', { kind: 'change-role', from: 'member', to: 'admin' }, 1).allowed,
    ).toBe(true);
  });

  it('lets only owners invite owners', () => {
    expect(canInviteWithRole('owner', 'owner')).toBe(true);
    expect(canInviteWithRole('admin', 'owner')).toBe(false);
    expect(canInviteWithRole('admin', 'member')).toBe(true);
  });
});
