import { planByName } from '@hirelane/domain/billing/plans';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import { checkoutRefusal, type SelfServePlanName } from './checkout-rules';
import { insertLedgerEntry } from './credit-ledger-store';
import { lockSubscription, saveSubscription } from './subscription-store';

export type CheckoutInput = {
  workspaceId: string;
  planName: SelfServePlanName;
  /** The app's public URL, for a provider that sends the browser back to us. */
  appUrl: string;
};

/** Where payments happen. `local` activates at once (no payment); `stripe` comes later. */
export type BillingProvider = {
  name: 'local' | 'stripe';
  startCheckout(input: CheckoutInput): Promise<{ redirectUrl: string }>;
};

export const CHECKOUT_CONFIRMATION_PATH = '/app/checkout-confirmation?checkout=success';

const PERIOD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The provider used when no payment provider is configured: the plan is active
 * at once for a 30-day period, with its monthly credits granted, in one
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
      await saveSubscription(tx, workspaceId, {
        planName: plan.name,
        planStatus: 'active',
        currentPeriodEnd: new Date(Date.now() + PERIOD_DAYS * DAY_MS),
      });
      await insertLedgerEntry(tx, workspaceId, {
        amount: plan.creditsPerMonth,
        reason: 'plan_grant',
      });
    });
    return { redirectUrl: CHECKOUT_CONFIRMATION_PATH };
  },
});
