import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '../auth/session.schema';
import { STEP_TYPES } from '../campaigns/step-types';
import type { SubscriptionInfo } from '../workspaces/subscription.schema';
import { GUARD_NAMES, runGuard, runGuards, type GuardContext } from './guards';

type ProfileOverrides = Partial<SessionInfo['profile_info']>;

const ACTIVE: SubscriptionInfo = {
  plan_name: 'pro',
  plan_status: 'active',
  current_period_end: '2030-01-01T00:00:00.000Z',
};

const session = (overrides: ProfileOverrides = {}): SessionInfo => ({
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

const ctx = (overrides: Partial<GuardContext> = {}): GuardContext => ({
  session: session(),
  path: '/app',
  query: {},
  ...overrides,
});

const canceled: SubscriptionInfo = { ...ACTIVE, plan_status: 'canceled' };

describe('GUARD_NAMES', () => {
  it('lists the nine guards of SPEC 2.2', () => {
    expect(GUARD_NAMES).toEqual([
      'authenticate',
      'campaign-redirect',
      'campaign-step',
      'checkout-confirmation',
      'guest',
      'homepage',
      'onboarding',
      'project-default-page-redirect',
      'upgrade',
    ]);
  });
});

describe('authenticate (SPEC 4.1, in order)', () => {
  it('1. no session → /login', () => {
    expect(runGuard('authenticate', ctx({ session: null }))).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('2. is_allowed false → 407', () => {
    expect(runGuard('authenticate', ctx({ session: session({ is_allowed: false }) }))).toEqual({
      kind: 'error',
      status: 407,
    });
  });

  it('2 before 3-5: is_allowed false wins over not onboarded, no or canceled subscription', () => {
    for (const subscription_info of [null, canceled]) {
      const s = session({ is_allowed: false, has_onboarded: false, subscription_info });
      expect(runGuard('authenticate', ctx({ session: s }))).toEqual({ kind: 'error', status: 407 });
    }
  });

  it('3. has_onboarded false → /app/welcome', () => {
    expect(runGuard('authenticate', ctx({ session: session({ has_onboarded: false }) }))).toEqual({
      kind: 'redirect',
      to: '/app/welcome',
    });
  });

  it('3 before 4: not onboarded and no subscription → /app/welcome', () => {
    const s = session({ has_onboarded: false, subscription_info: null });
    expect(runGuard('authenticate', ctx({ session: s }))).toEqual({
      kind: 'redirect',
      to: '/app/welcome',
    });
  });

  it('4. subscription_info null → /app/upgrade?source=onboarding', () => {
    expect(
      runGuard('authenticate', ctx({ session: session({ subscription_info: null }) })),
    ).toEqual({ kind: 'redirect', to: '/app/upgrade?source=onboarding' });
  });

  it('5. plan_status canceled → /app/upgrade', () => {
    expect(
      runGuard('authenticate', ctx({ session: session({ subscription_info: canceled }) })),
    ).toEqual({ kind: 'redirect', to: '/app/upgrade' });
  });

  it('allows trialing, active and past_due plans', () => {
    for (const plan_status of ['trialing', 'active', 'past_due'] as const) {
      const s = session({ subscription_info: { ...ACTIVE, plan_status } });
      expect(runGuard('authenticate', ctx({ session: s }))).toEqual({ kind: 'allow' });
    }
  });
});

describe('campaign-redirect (SPEC 2.2)', () => {
  it('/app/campaigns → /app/projects', () => {
    expect(runGuard('campaign-redirect', ctx({ path: '/app/campaigns' }))).toEqual({
      kind: 'redirect',
      to: '/app/projects',
    });
  });

  it('anything under /app/campaigns/ → /app/projects', () => {
    for (const path of ['/app/campaigns/', '/app/campaigns/abc', '/app/campaigns?x=1']) {
      expect(runGuard('campaign-redirect', ctx({ path }))).toEqual({
        kind: 'redirect',
        to: '/app/projects',
      });
    }
  });

  it('allows every other path, including look-alikes and project campaign pages', () => {
    for (const path of [
      '/app',
      '/app/projects',
      '/app/campaignsx',
      '/app/projects/p1/campaign/c1',
    ]) {
      expect(runGuard('campaign-redirect', ctx({ path }))).toEqual({ kind: 'allow' });
    }
  });

  it('does not look at the session', () => {
    expect(runGuard('campaign-redirect', ctx({ session: null, path: '/app' }))).toEqual({
      kind: 'allow',
    });
  });
});

describe('campaign-step (SPEC 2.2, 5)', () => {
  it('allows each of the eight step types', () => {
    for (const step_type of STEP_TYPES) {
      expect(runGuard('campaign-step', ctx({ query: { step_type } }))).toEqual({ kind: 'allow' });
    }
  });

  it('missing or unknown step_type → 404 This page could not be found', () => {
    for (const step_type of [undefined, '', 'email', 'AUTO_EMAIL', 'auto_email ']) {
      expect(runGuard('campaign-step', ctx({ query: { step_type } }))).toEqual({
        kind: 'error',
        status: 404,
        message: 'This page could not be found',
      });
    }
  });
});

describe('checkout-confirmation (SPEC 2.2)', () => {
  it('checkout=cancelled → /app/upgrade', () => {
    expect(runGuard('checkout-confirmation', ctx({ query: { checkout: 'cancelled' } }))).toEqual({
      kind: 'redirect',
      to: '/app/upgrade',
    });
  });

  it('checkout=success waits 2000 ms before showing', () => {
    expect(runGuard('checkout-confirmation', ctx({ query: { checkout: 'success' } }))).toEqual({
      kind: 'delay',
      ms: 2000,
    });
  });

  it('no or other checkout value → allow', () => {
    for (const checkout of [undefined, 'canceled', 'SUCCESS']) {
      expect(runGuard('checkout-confirmation', ctx({ query: { checkout } }))).toEqual({
        kind: 'allow',
      });
    }
  });
});

describe('guest (SPEC 2.2)', () => {
  it('a session → /app', () => {
    expect(runGuard('guest', ctx())).toEqual({ kind: 'redirect', to: '/app' });
  });

  it('a restricted or not-onboarded session still → /app', () => {
    const s = session({ is_allowed: false, has_onboarded: false });
    expect(runGuard('guest', ctx({ session: s }))).toEqual({ kind: 'redirect', to: '/app' });
  });

  it('no session → allow', () => {
    expect(runGuard('guest', ctx({ session: null }))).toEqual({ kind: 'allow' });
  });
});

describe('homepage (SPEC 2.2)', () => {
  it('redirects everyone to /app', () => {
    expect(runGuard('homepage', ctx())).toEqual({ kind: 'redirect', to: '/app' });
    expect(runGuard('homepage', ctx({ session: null }))).toEqual({ kind: 'redirect', to: '/app' });
  });
});

describe('onboarding (/app/welcome, SPEC 2.2)', () => {
  it('no session → /login', () => {
    expect(runGuard('onboarding', ctx({ session: null }))).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('already onboarded → /app', () => {
    expect(runGuard('onboarding', ctx())).toEqual({ kind: 'redirect', to: '/app' });
  });

  it('not onboarded → allow (shows the welcome page), even without a subscription', () => {
    const s = session({ has_onboarded: false, subscription_info: null });
    expect(runGuard('onboarding', ctx({ session: s }))).toEqual({ kind: 'allow' });
  });

  it('is_allowed false → 407, before the onboarding check', () => {
    for (const has_onboarded of [true, false]) {
      const s = session({ is_allowed: false, has_onboarded });
      expect(runGuard('onboarding', ctx({ session: s }))).toEqual({ kind: 'error', status: 407 });
    }
  });
});

describe('project-default-page-redirect', () => {
  const path = '/app/projects/p1';

  it('without a loaded project → allow', () => {
    expect(runGuard('project-default-page-redirect', ctx({ path }))).toEqual({ kind: 'allow' });
  });

  it('a project with candidates → its pipeline', () => {
    const project = { agent: 'ria', pipelineCount: 3 };
    expect(runGuard('project-default-page-redirect', ctx({ path, project }))).toEqual({
      kind: 'redirect',
      to: '/app/projects/p1/pipeline',
    });
  });

  it('a project without candidates → its search', () => {
    const project = { agent: 'ria', pipelineCount: 0 };
    expect(runGuard('project-default-page-redirect', ctx({ path, project }))).toEqual({
      kind: 'redirect',
      to: '/app/projects/p1/search',
    });
  });

  it('a charlie project (no Search page) → its pipeline, even when empty', () => {
    for (const pipelineCount of [0, 5]) {
      const project = { agent: 'charlie', pipelineCount };
      expect(runGuard('project-default-page-redirect', ctx({ path, project }))).toEqual({
        kind: 'redirect',
        to: '/app/projects/p1/pipeline',
      });
    }
  });

  it('ignores a trailing slash on the project home', () => {
    const project = { agent: 'ria', pipelineCount: 1 };
    expect(runGuard('project-default-page-redirect', ctx({ path: `${path}/`, project }))).toEqual({
      kind: 'redirect',
      to: '/app/projects/p1/pipeline',
    });
  });

  it('allows a path that is not a project home (no redirect loop)', () => {
    const project = { agent: 'ria', pipelineCount: 1 };
    expect(
      runGuard('project-default-page-redirect', ctx({ path: `${path}/pipeline`, project })),
    ).toEqual({ kind: 'allow' });
  });
});

describe('upgrade (SPEC 4.2)', () => {
  const onboardingQuery = { source: 'onboarding' };

  it('no session → /login', () => {
    expect(runGuard('upgrade', ctx({ session: null }))).toEqual({ kind: 'redirect', to: '/login' });
    expect(runGuard('upgrade', ctx({ session: null, query: onboardingQuery }))).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  describe('with source=onboarding', () => {
    const run = (overrides: ProfileOverrides) =>
      runGuard('upgrade', ctx({ session: session(overrides), query: onboardingQuery }));

    it('active subscription → /app/checkout-confirmation?checkout=success', () => {
      expect(run({ subscription_info: { ...ACTIVE, plan_status: 'active' } })).toEqual({
        kind: 'redirect',
        to: '/app/checkout-confirmation?checkout=success',
      });
    });

    it('a trialing or past_due plan is not active: the plans show, so the trial can be upgraded', () => {
      for (const plan_status of ['trialing', 'past_due'] as const) {
        expect(run({ subscription_info: { ...ACTIVE, plan_status } })).toEqual({ kind: 'allow' });
      }
    });

    it('active subscription comes first, before not onboarded and not allowed', () => {
      expect(run({ has_onboarded: false, is_allowed: false })).toEqual({
        kind: 'redirect',
        to: '/app/checkout-confirmation?checkout=success',
      });
    });

    it('not onboarded → /app/welcome (before not allowed)', () => {
      expect(run({ subscription_info: null, has_onboarded: false, is_allowed: false })).toEqual({
        kind: 'redirect',
        to: '/app/welcome',
      });
    });

    it('not allowed → 407', () => {
      expect(run({ subscription_info: null, is_allowed: false })).toEqual({
        kind: 'error',
        status: 407,
      });
    });

    it('canceled subscription is not active: onboarded and allowed → shows the page', () => {
      expect(run({ subscription_info: canceled })).toEqual({ kind: 'allow' });
      expect(run({ subscription_info: null })).toEqual({ kind: 'allow' });
    });
  });

  describe('without source=onboarding', () => {
    const run = (overrides: ProfileOverrides, query: GuardContext['query'] = {}) =>
      runGuard('upgrade', ctx({ session: session(overrides), query }));

    it('not onboarded → /app/welcome (before not allowed and subscription)', () => {
      expect(run({ has_onboarded: false, is_allowed: false })).toEqual({
        kind: 'redirect',
        to: '/app/welcome',
      });
    });

    it('not allowed → 407 (before the subscription check)', () => {
      expect(run({ is_allowed: false })).toEqual({ kind: 'error', status: 407 });
    });

    it('active non-canceled subscription → /app', () => {
      expect(run({})).toEqual({ kind: 'redirect', to: '/app' });
      expect(run({}, { source: 'pipeline' })).toEqual({ kind: 'redirect', to: '/app' });
    });

    it('canceled or no subscription → shows the page', () => {
      expect(run({ subscription_info: canceled })).toEqual({ kind: 'allow' });
      expect(run({ subscription_info: null })).toEqual({ kind: 'allow' });
    });

    it('a trial or a past_due plan → shows the page (Upgrade now / Pay now must land here)', () => {
      expect(run({ subscription_info: { ...ACTIVE, plan_status: 'trialing' } })).toEqual({
        kind: 'allow',
      });
      expect(run({ subscription_info: { ...ACTIVE, plan_status: 'past_due' } })).toEqual({
        kind: 'allow',
      });
    });
  });
});

describe('unknown guard (SPEC 2.2, 8)', () => {
  it('→ 500 Unknown middleware {name}', () => {
    expect(runGuard('auth', ctx())).toEqual({
      kind: 'error',
      status: 500,
      message: 'Unknown middleware auth',
    });
  });

  it('is not fooled by Object prototype names', () => {
    expect(runGuard('toString', ctx())).toEqual({
      kind: 'error',
      status: 500,
      message: 'Unknown middleware toString',
    });
  });
});

describe('runGuards', () => {
  it('all allow → allow; no guards → allow', () => {
    expect(runGuards(['campaign-redirect', 'authenticate'], ctx())).toEqual({ kind: 'allow' });
    expect(runGuards([], ctx())).toEqual({ kind: 'allow' });
  });

  it('returns the first non-allow result, in order', () => {
    const c = ctx({ session: null, path: '/app/campaigns' });
    expect(runGuards(['campaign-redirect', 'authenticate'], c)).toEqual({
      kind: 'redirect',
      to: '/app/projects',
    });
    expect(runGuards(['authenticate', 'campaign-redirect'], c)).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('returns a delay as the result (the page waits, then shows)', () => {
    const c = ctx({ query: { checkout: 'success' } });
    expect(runGuards(['campaign-redirect', 'authenticate', 'checkout-confirmation'], c)).toEqual({
      kind: 'delay',
      ms: 2000,
    });
  });

  it('stops at an unknown guard', () => {
    expect(runGuards(['campaign-redirect', 'nope', 'homepage'], ctx())).toEqual({
      kind: 'error',
      status: 500,
      message: 'Unknown middleware nope',
    });
  });
});
