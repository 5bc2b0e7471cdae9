import { describe, expect, it } from 'vitest';
import {
  mapStripeStatus,
  nextSubscriptionState,
  planForPrice,
  type MirroredSubscription,
  type SubscriptionSnapshot,
} from './stripe-subscription-rules';

const prices = { starter: 'price_s', pro: 'price_p' };
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

const stored = (over: Partial<MirroredSubscription> = {}): MirroredSubscription => ({
  planName: 'pro',
  planStatus: 'active',
  currentPeriodEnd: day(30),
  stripeSubscriptionId: 'sub_1',
  ...over,
});

const snapshot = (over: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  subscriptionId: 'sub_1',
  status: 'active',
  priceId: 'price_p',
  currentPeriodEnd: day(30),
  ...over,
});

describe('mapStripeStatus', () => {
  it('mirrors the statuses SPEC knows and maps the others (decision 023)', () => {
    expect(mapStripeStatus('trialing')).toBe('trialing');
    expect(mapStripeStatus('active')).toBe('active');
    expect(mapStripeStatus('past_due')).toBe('past_due');
    expect(mapStripeStatus('canceled')).toBe('canceled');
    expect(mapStripeStatus('unpaid')).toBe('past_due');
    expect(mapStripeStatus('paused')).toBe('past_due');
    expect(mapStripeStatus('incomplete')).toBe('keep');
    expect(mapStripeStatus('incomplete_expired')).toBe('keep');
    expect(mapStripeStatus('something_new')).toBe('keep');
  });
});

describe('planForPrice', () => {
  it('knows the configured plan prices only', () => {
    expect(planForPrice(prices, 'price_s')).toBe('starter');
    expect(planForPrice(prices, 'price_p')).toBe('pro');
    expect(planForPrice(prices, 'price_other')).toBeNull();
    expect(planForPrice(prices, null)).toBeNull();
  });
});

describe('nextSubscriptionState', () => {
  it('adopts the first subscription over a trial', () => {
    expect(
      nextSubscriptionState(
        stored({ planName: 'trial', planStatus: 'trialing', stripeSubscriptionId: null }),
        snapshot({ priceId: 'price_s', currentPeriodEnd: day(40) }),
        prices,
      ),
    ).toEqual({
      planName: 'starter',
      planStatus: 'active',
      currentPeriodEnd: day(40),
      stripeSubscriptionId: 'sub_1',
    });
  });

  it('keeps the previous state while the first payment is incomplete', () => {
    const trial = stored({ planName: 'trial', planStatus: 'trialing', stripeSubscriptionId: null });
    expect(nextSubscriptionState(trial, snapshot({ status: 'incomplete' }), prices)).toBeNull();
    expect(
      nextSubscriptionState(trial, snapshot({ status: 'incomplete_expired' }), prices),
    ).toBeNull();
  });

  it('moves to a later period and to past_due and back', () => {
    expect(
      nextSubscriptionState(stored(), snapshot({ currentPeriodEnd: day(60) }), prices),
    ).toMatchObject({ planStatus: 'active', currentPeriodEnd: day(60) });
    expect(nextSubscriptionState(stored(), snapshot({ status: 'unpaid' }), prices)).toMatchObject({
      planStatus: 'past_due',
    });
    expect(
      nextSubscriptionState(stored({ planStatus: 'past_due' }), snapshot(), prices),
    ).toMatchObject({ planStatus: 'active' });
  });

  it('never regresses: no earlier period, no return from canceled', () => {
    expect(
      nextSubscriptionState(stored(), snapshot({ currentPeriodEnd: day(10) }), prices),
    ).toBeNull();
    expect(
      nextSubscriptionState(stored({ planStatus: 'canceled' }), snapshot(), prices),
    ).toBeNull();
  });

  it('does not let an older subscription ending cancel the newer one', () => {
    expect(
      nextSubscriptionState(
        stored({ stripeSubscriptionId: 'sub_2' }),
        snapshot({ subscriptionId: 'sub_1', status: 'canceled' }),
        prices,
      ),
    ).toBeNull();
    // After a cancel, a new subscription takes over.
    expect(
      nextSubscriptionState(
        stored({ planStatus: 'canceled', currentPeriodEnd: day(90) }),
        snapshot({ subscriptionId: 'sub_3', currentPeriodEnd: day(50) }),
        prices,
      ),
    ).toMatchObject({
      stripeSubscriptionId: 'sub_3',
      planStatus: 'active',
      currentPeriodEnd: day(50),
    });
  });

  it('keeps the plan name for an unknown price, and ignores it without one', () => {
    expect(
      nextSubscriptionState(stored({ planName: 'starter' }), snapshot({ priceId: 'x' }), prices),
    ).toMatchObject({ planName: 'starter' });
    expect(
      nextSubscriptionState(
        stored({ planName: 'trial', stripeSubscriptionId: null }),
        snapshot({ priceId: 'x' }),
        prices,
      ),
    ).toBeNull();
  });
});
