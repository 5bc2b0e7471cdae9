import { describe, expect, it } from 'vitest';
import type { SubscriptionInfo } from '../workspaces/subscription.schema';
import { ACTIVE, canceled, ctx, session } from './guard-test-context';
import { needsWelcome, runGuard } from './guards';

/**
 * Issue 14: an invited teammate works in the inviting workspace, whose subscription covers them.
 * They never see the welcome form ("Your first workspace is named after it") or a plan page.
 */
const trialing: SubscriptionInfo = { ...ACTIVE, plan_name: 'trial', plan_status: 'trialing' };

const invited = (subscription_info: SubscriptionInfo | null = trialing) =>
  session({
    has_onboarded: false,
    first_name: '',
    last_name: '',
    current_workspace: { _id: 'w-team', name: 'Acme Talent' },
    subscription_info,
  });

const newcomer = session({
  has_onboarded: false,
  current_workspace: null,
  subscription_info: null,
});

describe('needsWelcome', () => {
  it('is true for someone who never onboarded and works in no workspace', () => {
    expect(needsWelcome(newcomer.profile_info)).toBe(true);
  });

  it('is false for a member of a workspace with a subscription, onboarded or not', () => {
    for (const subscription of [trialing, ACTIVE, canceled])
      expect(needsWelcome(invited(subscription).profile_info)).toBe(false);
  });

  it('is true for a member of a workspace without a subscription who never onboarded', () => {
    expect(needsWelcome(invited(null).profile_info)).toBe(true);
  });
});

describe('guards for an invited member who never filled the welcome form', () => {
  it('authenticate lets them into /app (trialing or active workspace)', () => {
    for (const subscription of [trialing, ACTIVE])
      expect(runGuard('authenticate', ctx({ session: invited(subscription) }))).toEqual({
        kind: 'allow',
      });
  });

  it('the welcome page sends them to /app', () => {
    expect(runGuard('onboarding', ctx({ session: invited(), path: '/app/welcome' }))).toEqual({
      kind: 'redirect',
      to: '/app',
    });
  });

  it('a canceled workspace goes to the upgrade page once, not round the welcome page', () => {
    expect(runGuard('authenticate', ctx({ session: invited(canceled) }))).toEqual({
      kind: 'redirect',
      to: '/app/upgrade',
    });
    expect(runGuard('upgrade', ctx({ session: invited(canceled), path: '/app/upgrade' }))).toEqual({
      kind: 'allow',
    });
  });

  it('still sends a newcomer without a workspace to the welcome form', () => {
    expect(runGuard('authenticate', ctx({ session: newcomer }))).toEqual({
      kind: 'redirect',
      to: '/app/welcome',
    });
    expect(runGuard('onboarding', ctx({ session: newcomer, path: '/app/welcome' }))).toEqual({
      kind: 'allow',
    });
  });
});
