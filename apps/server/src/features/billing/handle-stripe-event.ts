import { creditPackById } from '@hirelane/domain/billing/credit-packs';
import { planByName } from '@hirelane/domain/billing/plans';
import type { StripeConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import type { Stripe } from '../../integrations/stripe/create-stripe-client';
import { sumPlanGrants } from './credit-ledger-store';
import { grantCreditsIn } from './grant-credits';
import { recordStripeEvent } from './stripe-event-store';
import {
  nextSubscriptionState,
  planForPrice,
  type SubscriptionSnapshot,
} from './stripe-subscription-rules';
import {
  findWorkspaceIdByStripeCustomer,
  lockSubscription,
  savePayUrl,
  saveStripeCustomer,
  saveStripeSubscription,
  workspaceExists,
} from './subscription-store';

export type StripeEventOutcome = 'applied' | 'replayed' | 'ignored';

type Context = { db: Database; stripe: Stripe; config: StripeConfig };

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const secondsToDate = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

const snapshotOf = (subscription: Stripe.Subscription): SubscriptionSnapshot => {
  const item = subscription.items.data[0];
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    priceId: item?.price.id ?? null,
    currentPeriodEnd: secondsToDate(
      subscription.status === 'trialing' ? subscription.trial_end : item?.current_period_end,
    ),
  };
};

const invoiceSubscriptionId = (invoice: Stripe.Invoice): string | null =>
  idOf(invoice.parent?.subscription_details?.subscription);

const linePriceId = (line: Stripe.InvoiceLineItem): string | null =>
  idOf(line.pricing?.price_details?.price);

/** The workspace an event concerns: by its customer, else the id our checkout put on it. */
const workspaceOf = async (db: Database, event: Stripe.Event): Promise<string | null> => {
  const object = event.data.object as {
    customer?: string | { id: string } | null;
    client_reference_id?: string | null;
    metadata?: Record<string, string> | null;
  };
  const customer = idOf(object.customer);
  if (customer) {
    const found = await findWorkspaceIdByStripeCustomer(db, customer);
    if (found) return found;
  }
  const claimed = object.client_reference_id ?? object.metadata?.workspace_id ?? null;
  if (claimed && /^[0-9a-f-]{36}$/i.test(claimed) && (await workspaceExists(db, claimed)))
    return claimed;
  return null;
};

/**
 * Mirrors the subscription's state as Stripe reports it now (not as the event carried it), so
 * events delivered late or out of order converge on the newest state; the workspace row is
 * locked first, so two deliveries cannot interleave their read and write.
 */
const syncSubscription = async (
  { stripe, config }: Context,
  tx: Executor,
  workspaceId: string,
  subscriptionId: string,
  payUrl?: string | null,
): Promise<SubscriptionSnapshot | null> => {
  const stored = await lockSubscription(tx, workspaceId);
  if (!stored) return null;
  const snapshot = snapshotOf(await stripe.subscriptions.retrieve(subscriptionId));
  const next = nextSubscriptionState(stored, snapshot, config.prices);
  if (!next) return snapshot;
  const paid = next.planStatus !== 'past_due';
  await saveStripeSubscription(tx, workspaceId, {
    ...next,
    payUrl: paid ? null : payUrl === undefined ? stored.payUrl : payUrl,
  });
  return snapshot;
};

/**
 * invoice.paid of a subscription: the plan's credits for the invoice's period (decision 021),
 * topped up to the plan's allowance when the period already had a grant (an upgrade), once per
 * invoice, expiring at the period end. The plan is the subscription's current price: a proration
 * invoice also has a (negative) line of the plan it leaves.
 */
const grantInvoiceCredits = async (
  { config }: Context,
  tx: Executor,
  workspaceId: string,
  invoice: Stripe.Invoice,
  currentPriceId: string | null,
): Promise<void> => {
  const planLines = invoice.lines.data.filter(
    (candidate) => planForPrice(config.prices, linePriceId(candidate)) !== null,
  );
  const line =
    planLines.find(
      (candidate) => linePriceId(candidate) === currentPriceId && candidate.amount >= 0,
    ) ?? planLines.find((candidate) => candidate.amount >= 0);
  const planName = line ? planForPrice(config.prices, linePriceId(line)) : null;
  const periodEnd = secondsToDate(line?.period.end);
  if (!line || !planName || !periodEnd || periodEnd <= new Date()) return;
  const granted = await sumPlanGrants(tx, workspaceId, periodEnd);
  const amount = Math.max(0, planByName(planName).creditsPerMonth - granted);
  if (amount === 0) return;
  await grantCreditsIn(tx, workspaceId, {
    amount,
    reason: 'plan_grant',
    idempotencyKey: `stripe_invoice:${invoice.id}`,
    periodEnd,
    expiresAt: periodEnd,
  });
};

const applyEvent = async (
  context: Context,
  tx: Executor,
  workspaceId: string,
  event: Stripe.Event,
): Promise<StripeEventOutcome> => {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const customer = idOf(session.customer);
      if (customer) await saveStripeCustomer(tx, workspaceId, customer);
      if (session.mode === 'subscription') {
        const subscriptionId = idOf(session.subscription);
        if (subscriptionId) await syncSubscription(context, tx, workspaceId, subscriptionId);
        return 'applied';
      }
      const pack = creditPackById(session.metadata?.pack_id ?? '');
      if (session.mode !== 'payment' || session.payment_status !== 'paid' || !pack)
        return 'ignored';
      await grantCreditsIn(tx, workspaceId, {
        amount: pack.credits,
        reason: 'top_up',
        idempotencyKey: `stripe_checkout:${session.id}`,
        expiresAt: null,
      });
      return 'applied';
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await syncSubscription(context, tx, workspaceId, event.data.object.id);
      return 'applied';
    case 'invoice.paid': {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscriptionId(invoice);
      if (!subscriptionId) return 'ignored';
      const snapshot = await syncSubscription(context, tx, workspaceId, subscriptionId);
      await grantInvoiceCredits(context, tx, workspaceId, invoice, snapshot?.priceId ?? null);
      return 'applied';
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscriptionId(invoice);
      if (!subscriptionId) return 'ignored';
      await syncSubscription(
        context,
        tx,
        workspaceId,
        subscriptionId,
        invoice.hosted_invoice_url ?? null,
      );
      // Stripe may report the subscription past_due before or after this event.
      const stored = await lockSubscription(tx, workspaceId);
      if (stored?.planStatus === 'past_due' && invoice.hosted_invoice_url)
        await savePayUrl(tx, workspaceId, invoice.hosted_invoice_url);
      return 'applied';
    }
    default:
      return 'ignored';
  }
};

/**
 * Applies one verified Stripe event, once (decision 023): the event id is stored in the
 * transaction of its effect, so a replay is a no-op and a failure leaves it to Stripe's retry.
 */
export const handleStripeEvent = async (
  context: Context,
  event: Stripe.Event,
): Promise<StripeEventOutcome> => {
  const workspaceId = await workspaceOf(context.db, event);
  return context.db.transaction(async (tx) => {
    const fresh = await recordStripeEvent(tx, { id: event.id, type: event.type, workspaceId });
    if (!fresh) return 'replayed';
    if (!workspaceId) return 'ignored';
    return applyEvent(context, tx, workspaceId, event);
  });
};
