import { describe, expect, it } from 'vitest';
import { ACTIVE, canceled, ctx, session, type ProfileOverrides } from './guard-test-context';
import { runGuard, runGuards, type GuardContext } from './guards';

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

    it('not onboarded, no workspace → /app/welcome (before not allowed and subscription)', () => {
      expect(run({ has_onboarded: false, is_allowed: false, current_workspace: null })).toEqual({
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
