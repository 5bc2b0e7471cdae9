import { describe, expect, it } from 'vitest';
import { LAST_OWNER_MESSAGE, OWNER_ONLY_MESSAGE, SELF_DEACTIVATE_MESSAGE } from './member-rules';
import {
  CHANGE_ROLE_DENIED_MESSAGE,
  DEACTIVATE_DENIED_MESSAGE,
  INVITATION_RESEND_COOLDOWN_SECONDS,
  MAX_INVITATION_SENDS,
  REACTIVATE_DENIED_MESSAGE,
  RESEND_DENIED_MESSAGE,
  RESEND_OWNER_INVITATION_MESSAGE,
  REVOKE_DENIED_MESSAGE,
  decideInvitationResend,
  decideInvitationRevoke,
  memberActions,
  resendCooldownMessage,
  resendLimitMessage,
  type TeamMemberTarget,
} from './team-actions';

const owner = { memberId: 'm-owner', role: 'owner' as const };
const admin = { memberId: 'm-admin', role: 'admin' as const };
const member = { memberId: 'm-member', role: 'member' as const };

const target = (
  role: TeamMemberTarget['role'],
  status: TeamMemberTarget['status'] = 'active',
  _id = 'm-target',
): TeamMemberTarget => ({ _id, role, status });

describe('memberActions', () => {
  it('denies every member action to a member (and to nobody), each with its reason', () => {
    for (const viewer of [member, null]) {
      expect(memberActions(viewer, target('member'), 1)).toEqual({
        changeRole: { allowed: false, reason: CHANGE_ROLE_DENIED_MESSAGE },
        roleOptions: ['admin', 'member'],
        deactivate: { allowed: false, reason: DEACTIVATE_DENIED_MESSAGE },
        reactivate: { allowed: false, reason: REACTIVATE_DENIED_MESSAGE },
      });
    }
  });

  it('lets an admin manage admins and members but not owners, and offers no owner role', () => {
    const onMember = memberActions(admin, target('member'), 1);
    expect(onMember.changeRole.allowed).toBe(true);
    expect(onMember.roleOptions).toEqual(['admin', 'member']);
    expect(onMember.deactivate.allowed).toBe(true);

    const onOwner = memberActions(admin, target('owner'), 2);
    expect(onOwner.changeRole).toEqual({ allowed: false, reason: OWNER_ONLY_MESSAGE });
    expect(onOwner.deactivate).toEqual({ allowed: false, reason: OWNER_ONLY_MESSAGE });
    expect(onOwner.roleOptions).toEqual(['owner', 'admin', 'member']);

    const onInactiveOwner = memberActions(admin, target('owner', 'inactive'), 1);
    expect(onInactiveOwner.reactivate).toEqual({ allowed: false, reason: OWNER_ONLY_MESSAGE });
  });

  it('lets an owner grant the owner role and manage other owners while another owner remains', () => {
    const onMember = memberActions(owner, target('member'), 1);
    expect(onMember.roleOptions).toEqual(['owner', 'admin', 'member']);
    expect(onMember.changeRole.allowed).toBe(true);
    const onOtherOwner = memberActions(owner, target('owner'), 2);
    expect(onOtherOwner.changeRole.allowed).toBe(true);
    expect(onOtherOwner.deactivate.allowed).toBe(true);
    expect(memberActions(owner, target('owner', 'inactive'), 1).reactivate.allowed).toBe(true);
  });

  it('protects the last owner and never lets the viewer deactivate themself', () => {
    const self = memberActions(owner, target('owner', 'active', owner.memberId), 1);
    expect(self.changeRole).toEqual({ allowed: false, reason: LAST_OWNER_MESSAGE });
    expect(self.deactivate).toEqual({ allowed: false, reason: SELF_DEACTIVATE_MESSAGE });

    const selfWithCoOwner = memberActions(owner, target('owner', 'active', owner.memberId), 2);
    expect(selfWithCoOwner.changeRole.allowed).toBe(true);
    expect(selfWithCoOwner.deactivate).toEqual({
      allowed: false,
      reason: SELF_DEACTIVATE_MESSAGE,
    });

    const adminSelf = memberActions(admin, target('admin', 'active', admin.memberId), 1);
    expect(adminSelf.changeRole.allowed).toBe(true);
    expect(adminSelf.deactivate).toEqual({ allowed: false, reason: SELF_DEACTIVATE_MESSAGE });
  });

  it('counts an inactive owner as one more owner, as the server does', () => {
    expect(memberActions(owner, target('owner', 'inactive'), 1).changeRole.allowed).toBe(true);
  });
});

describe('decideInvitationResend', () => {
  const sentAt = new Date('2026-03-01T10:00:00.000Z');
  const later = (seconds: number) => new Date(sentAt.getTime() + seconds * 1000);
  const invitation = { role: 'member' as const, lastSentAt: sentAt, sendCount: 1 };

  it('lets owners and admins resend once the cooldown has passed', () => {
    const after = later(INVITATION_RESEND_COOLDOWN_SECONDS);
    expect(decideInvitationResend('owner', invitation, after)).toEqual({ allowed: true });
    expect(decideInvitationResend('admin', invitation, after)).toEqual({ allowed: true });
  });

  it('refuses members, and admins for an owner invitation', () => {
    const after = later(600);
    expect(decideInvitationResend('member', invitation, after)).toMatchObject({
      allowed: false,
      code: 'not-allowed',
      reason: RESEND_DENIED_MESSAGE,
    });
    expect(decideInvitationResend(null, invitation, after)).toMatchObject({ allowed: false });
    const ownerInvitation = { ...invitation, role: 'owner' as const };
    expect(decideInvitationResend('admin', ownerInvitation, after)).toMatchObject({
      allowed: false,
      reason: RESEND_OWNER_INVITATION_MESSAGE,
    });
    expect(decideInvitationResend('owner', ownerInvitation, after)).toEqual({ allowed: true });
  });

  it('asks to wait within the cooldown, rounding the seconds up', () => {
    expect(decideInvitationResend('owner', invitation, later(0.2))).toEqual({
      allowed: false,
      code: 'cooldown',
      reason: resendCooldownMessage(60),
      retryAfterSeconds: 60,
    });
    expect(decideInvitationResend('owner', invitation, later(59.5))).toMatchObject({
      code: 'cooldown',
      retryAfterSeconds: 1,
      reason: 'The invitation was sent moments ago. You can send it again in 1 second.',
    });
  });

  it('stops after the last allowed send', () => {
    expect(
      decideInvitationResend(
        'owner',
        { ...invitation, sendCount: MAX_INVITATION_SENDS - 1 },
        later(600),
      ),
    ).toEqual({ allowed: true });
    expect(
      decideInvitationResend(
        'owner',
        { ...invitation, sendCount: MAX_INVITATION_SENDS },
        later(600),
      ),
    ).toEqual({ allowed: false, code: 'limit', reason: resendLimitMessage() });
  });
});

describe('decideInvitationRevoke', () => {
  it('lets owners and admins revoke', () => {
    expect(decideInvitationRevoke('owner')).toEqual({ allowed: true });
    expect(decideInvitationRevoke('admin')).toEqual({ allowed: true });
    expect(decideInvitationRevoke('member')).toEqual({
      allowed: false,
      reason: REVOKE_DENIED_MESSAGE,
    });
  });
});
