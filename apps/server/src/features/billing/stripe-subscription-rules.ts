import type { PlanName, PlanStatus } from '@hirelane/domain/workspaces/subscription.schema';

/** Stripe's subscription statuses (API 2026). */
export type StripeSubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'paused'
  | (string & {});

/**
 * The plan status a Stripe status mirrors to (decision 023), or 'keep' when the workspace keeps
 * what it had. SPEC 4.1/4.3 know trialing, active, past_due and canceled:
 * - incomplete / incomplete_expired: the first payment never went through, so no plan started;
 *   the workspace keeps its previous state (its trial, or none).
 * - unpaid (retries exhausted, Stripe keeps the subscription): past_due, so banner 5's "Pay now"
 *   still reaches the open invoice rather than locking the team out.
 * - paused (a trial ended without a payment method): past_due, payment is what it needs.
 */
export const mapStripeStatus = (status: StripeSubscriptionStatus): PlanStatus | 'keep' => {
  switch (status) {
    case 'trialing':
    case 'active':
    case 'past_due':
    case 'canceled':
      return status as PlanStatus;
    case 'unpaid':
    case 'paused':
      return 'past_due';
    default:
      return 'keep';
  }
};

export type PlanPrices = { starter: string; pro: string };

export const planForPrice = (prices: PlanPrices, priceId: string | null): PlanName | null => {
  if (priceId === prices.starter) return 'starter';
  if (priceId === prices.pro) return 'pro';
  return null;
};

/** What the workspace columns hold about its Stripe subscription. */
export type MirroredSubscription = {
  planName: string | null;
  planStatus: string | null;
  currentPeriodEnd: Date | null;
  stripeSubscriptionId: string | null;
};

/** The subscription as Stripe reports it now. */
export type SubscriptionSnapshot = {
  subscriptionId: string;
  status: StripeSubscriptionStatus;
  priceId: string | null;
  currentPeriodEnd: Date | null;
};

export type SubscriptionUpdate = {
  planName: PlanName;
  planStatus: PlanStatus;
  currentPeriodEnd: Date | null;
  stripeSubscriptionId: string;
};

/**
 * The workspace's plan columns after a Stripe snapshot, or null to leave them as they are.
 * Never regresses: a canceled subscription never comes back (Stripe never reactivates one), a
 * period never moves backwards, and the end of an older subscription does not cancel a newer one.
 */
export const nextSubscriptionState = (
  stored: MirroredSubscription,
  snapshot: SubscriptionSnapshot,
  prices: PlanPrices,
): SubscriptionUpdate | null => {
  const status = mapStripeStatus(snapshot.status);
  if (status === 'keep') return null;
  const sameSubscription = stored.stripeSubscriptionId === snapshot.subscriptionId;
  if (sameSubscription) {
    if (stored.planStatus === 'canceled' && status !== 'canceled') return null;
    if (
      stored.currentPeriodEnd &&
      snapshot.currentPeriodEnd &&
      snapshot.currentPeriodEnd < stored.currentPeriodEnd
    )
      return null;
  } else if (
    stored.stripeSubscriptionId !== null &&
    stored.planStatus !== 'canceled' &&
    status === 'canceled'
  ) {
    return null;
  }
  const planName =
    planForPrice(prices, snapshot.priceId) ??
    (stored.planName === 'starter' || stored.planName === 'pro' ? stored.planName : null);
  if (!planName) return null;
  return {
    planName,
    planStatus: status,
    currentPeriodEnd: snapshot.currentPeriodEnd ?? stored.currentPeriodEnd,
    stripeSubscriptionId: snapshot.subscriptionId,
  };
};
