import type { SessionInfo } from '../auth/session.schema';
import type { SubscriptionInfo } from '../workspaces/subscription.schema';
import type { GuardContext } from './guards';

export type ProfileOverrides = Partial<SessionInfo['profile_info']>;

export const ACTIVE: SubscriptionInfo = {
  plan_name: 'pro',
  plan_status: 'active',
  current_period_end: '2030-01-01T00:00:00.000Z',
};

export const session = (overrides: ProfileOverrides = {}): SessionInfo => ({
  email: 'ada@example.com',
  profile_info: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    photo: '',
    current_company: 'Analytical',
    has_onboarded: true,
    is_allowed: true,
    is_admin: false,
    joined_at: '2024-01-01T00:00:00.000Z',
    member_id: null,
    extension_id: '',
    permissions: [],
    current_workspace: { _id: 'w1', name: 'Acme' },
    subscription_info: ACTIVE,
    ...overrides,
  },
});

export const ctx = (overrides: Partial<GuardContext> = {}): GuardContext => ({
  session: session(),
  path: '/app',
  query: {},
  ...overrides,
});

export const canceled: SubscriptionInfo = { ...ACTIVE, plan_status: 'canceled' };
