import { planByName } from '@hirelane/domain/billing/plans';
import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@hirelane/domain/billing/subscription.schema';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { notFound, unprocessable } from '../../http/http-error';
import { checkoutRefusal, type SelfServePlanName } from './checkout-rules';
import { sumPlanGrants } from './credit-ledger-store';
import { grantCreditsIn } from './grant-credits';
import { planGrantFor } from './plan-grant';
import { lockSubscription, saveSubscription } from './subscription-store';

export type CheckoutInput = {
  workspaceId: string;
  planName: SelfServePlanName;
  /** The app's public URL, for a provider that sends the browser back to us. */
  appUrl: string;
};

/**
 * Where payments happen. `local` activates at once (no payment, never in production);
 * `none` refuses every checkout; `stripe` comes later.
 */
export type BillingProvider = {
  name: 'local' | 'stripe' | 'none';
  startCheckout(input: CheckoutInput): Promise<{ redirectUrl: string }>;
};

export const CHECKOUT_CONFIRMATION_PATH = '/app/checkout-confirmation?checkout=success';

/**
 * The provider of development and test installations: the plan is active at
 * once, with its credits for the billing period (see plan-grant.ts), in one
 * transaction; the browser goes straight to the confirmation page.
 */
export const createLocalBillingProvider = (db: Database): BillingProvider => ({
  name: 'local',
  startCheckout: async ({ workspaceId, planName }) => {
    await db.transaction(async (tx) => {
      const current = await lockSubscription(tx, workspaceId);
      if (!current) throw notFound('Workspace not found.');
      const refusal = checkoutRefusal(current, planName);
      if (refusal) throw refusal;
      const plan = planByName(planName);
      const now = new Date();
      const running = current.currentPeriodEnd && current.currentPeriodEnd > now;
      const grantedThisPeriod = running
        ? await sumPlanGrants(tx, workspaceId, current.currentPeriodEnd!)
        : 0;
      const grant = planGrantFor({
        now,
        currentPeriodEnd: current.currentPeriodEnd,
        grantedThisPeriod,
        planCredits: plan.creditsPerMonth,
      });
      await saveSubscription(tx, workspaceId, {
        planName: plan.name,
        planStatus: 'active',
        currentPeriodEnd: grant.periodEnd,
      });
      if (grant.amount > 0)
        await grantCreditsIn(tx, workspaceId, {
          amount: grant.amount,
          reason: 'plan_grant',
          idempotencyKey: `plan_grant:${grant.periodEnd.toISOString()}:${grantedThisPeriod}`,
          periodEnd: grant.periodEnd,
          expiresAt: grant.periodEnd,
        });
    });
    return { redirectUrl: CHECKOUT_CONFIRMATION_PATH };
  },
});

/** Production until Stripe is configured (issue 16): no plan is ever activated without payment. */
export const unconfiguredBillingProvider: BillingProvider = {
  name: 'none',
  startCheckout: () => Promise.reject(unprocessable(PAYMENTS_NOT_CONFIGURED_MESSAGE)),
};

export const createBillingProvider = (config: Config, db: Database): BillingProvider =>
  config.billingProvider === 'local' ? createLocalBillingProvider(db) : unconfiguredBillingProvider;
