import type { SessionInfo } from '@hirelane/domain/auth/session.schema';

type ProfileOverrides = Partial<SessionInfo['profile_info']>;

/** A signed-in, onboarded user on a trial, in workspace ws-1. */
export const sessionFixture = (profile: ProfileOverrides = {}): SessionInfo => ({
  email: profile.email ?? 'ada@example.test',
  profile_info: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.test',
    photo: '/images/default-user.svg',
    current_company: 'Analytical Engines',
    has_onboarded: true,
    is_allowed: true,
    is_admin: false,
    joined_at: '2026-01-05T10:00:00.000Z',
    member_id: 'member-1',
    extension_id: 'ext-1',
    permissions: ['workspace:billing:edit'],
    current_workspace: { _id: 'ws-1', name: 'Acme Recruiting' },
    subscription_info: {
      plan_name: 'pro',
      plan_status: 'active',
      current_period_end: '2026-03-05T00:00:00.000Z',
    },
    ...profile,
  },
});
