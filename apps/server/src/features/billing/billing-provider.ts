import { randomUUID } from 'node:crypto';
import type { CreditPack } from '@hirelane/domain/billing/credit-packs';
import { planByName } from '@hirelane/domain/billing/plans';
import {
  PAYMENTS_NOT_CONFIGURED_MESSAGE,
  PORTAL_NOT_AVAILABLE_MESSAGE,
  type BillingDetails,
} from '@hirelane/domain/billing/subscription.schema';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Stripe } from '../../integrations/stripe/create-stripe-client';
import { notFound, unprocessable } from '../../http/http-error';
import { checkoutRefusal, type SelfServePlanName } from './checkout-rules';
import { sumPlanGrants } from './credit-ledger-store';
import { grantCreditsIn } from './grant-credits';
import { planGrantFor } from './plan-grant';
import { createStripeBillingProvider } from './stripe-billing-provider';
import { lockSubscription, saveSubscription, type StoredSubscription } from './subscription-store';

export type CheckoutInput = {
  workspaceId: string;
  planName: SelfServePlanName;
  /** The app's public URL, for a provider that sends the browser back to us. */
  appUrl: string;
};

export type TopUpInput = {
  workspaceId: string;
  pack: CreditPack;
  userId: string | null;
  appUrl: string;
};

/** What the provider knows beyond the plan columns: card, invoices, portal. */
export type ProviderAccount = Pick<BillingDetails, 'payment_method' | 'invoices'> & {
  portalAvailable: boolean;
};

/**
 * Where payments happen. `local` activates at once (no payment, never in production);
 * `none` refuses every payment; `stripe` sends the browser to Stripe Checkout and learns the
 * outcome from webhooks (decision 023).
 */
export type BillingProvider = {
  name: 'local' | 'stripe' | 'none';
  startCheckout(input: CheckoutInput): Promise<{ redirectUrl: string }>;
  startTopUp(input: TopUpInput): Promise<{ redirectUrl: string }>;
  /** The provider's customer portal (change plan, card, cancel). */
  openPortal(input: { workspaceId: string; appUrl: string }): Promise<{ redirectUrl: string }>;
  account(workspaceId: string, subscription: StoredSubscription): Promise<ProviderAccount>;
};

export const TOP_UP_DONE_PATH = '/app/billing?top_up=success';

const noAccount = async (): Promise<ProviderAccount> => ({
  payment_method: null,
  invoices: [],
  portalAvailable: false,
});

const refusePortal = () => Promise.reject(unprocessable(PORTAL_NOT_AVAILABLE_MESSAGE));

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
  // No payment here: the pack's credits are granted at once and never expire.
  startTopUp: async ({ workspaceId, pack, userId }) => {
    await db.transaction((tx) =>
      grantCreditsIn(tx, workspaceId, {
        amount: pack.credits,
        reason: 'top_up',
        idempotencyKey: `local_top_up:${randomUUID()}`,
        userId,
        expiresAt: null,
      }),
    );
    return { redirectUrl: TOP_UP_DONE_PATH };
  },
  openPortal: refusePortal,
  account: noAccount,
});

/** Production until Stripe is configured (issue 16): no plan is ever activated without payment. */
export const unconfiguredBillingProvider: BillingProvider = {
  name: 'none',
  startCheckout: () => Promise.reject(unprocessable(PAYMENTS_NOT_CONFIGURED_MESSAGE)),
  startTopUp: () => Promise.reject(unprocessable(PAYMENTS_NOT_CONFIGURED_MESSAGE)),
  openPortal: refusePortal,
  account: noAccount,
};

export const createBillingProvider = (
  config: Config,
  db: Database,
  stripe: Stripe | null,
): BillingProvider => {
  if (config.stripe && stripe) return createStripeBillingProvider(config.stripe, db, stripe);
  return config.billingProvider === 'local'
    ? createLocalBillingProvider(db)
    : unconfiguredBillingProvider;
};
