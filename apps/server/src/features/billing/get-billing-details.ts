import { PLANS } from '@hirelane/domain/billing/plans';
import type { BillingDetails } from '@hirelane/domain/billing/subscription.schema';
import type { PlanName, PlanStatus } from '@hirelane/domain/workspaces/subscription.schema';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http/http-error';
import type { BillingProvider } from './billing-provider';
import { findSubscription } from './subscription-store';

/**
 * Plan, status, renewal and invoices of a workspace. Enterprise workspaces are billed by
 * contract, so their billing details answer 414 (SPEC 2.4).
 */
export const getBillingDetails = async (
  db: Database,
  provider: BillingProvider,
  workspaceId: string,
): Promise<BillingDetails> => {
  const subscription = await findSubscription(db, workspaceId);
  if (!subscription) throw notFound('Workspace not found.');
  if (subscription.planName === 'enterprise') throw new HttpError(414);
  const plan = PLANS.find((candidate) => candidate.name === subscription.planName);
  const account = await provider.account(workspaceId, subscription);
  return {
    plan_name: (subscription.planName as PlanName | null) ?? null,
    plan_label: plan?.label ?? null,
    plan_status: (subscription.planStatus as PlanStatus | null) ?? null,
    current_period_end: subscription.currentPeriodEnd?.toISOString() ?? null,
    price_cents: plan?.priceCents ?? null,
    provider: provider.name,
    // The local provider takes no card and issues no invoices; Stripe fills these.
    payment_method: account.payment_method,
    invoices: account.invoices,
    portal_available: account.portalAvailable,
    pay_url: subscription.planStatus === 'past_due' ? subscription.payUrl : null,
  };
};
