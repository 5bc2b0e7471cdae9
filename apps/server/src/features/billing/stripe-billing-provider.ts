import { topUpUnits } from '@hirelane/domain/billing/credit-packs';
import type { StripeConfig } from '../../config';
import type { Database } from '../../db/client';
import { notFound, unprocessable } from '../../http/http-error';
import type { Stripe } from '../../integrations/stripe/create-stripe-client';
import type { BillingProvider, ProviderAccount } from './billing-provider';
import { findSubscription, saveStripeCustomer } from './subscription-store';

const LIVE_STATUSES = new Set(['trialing', 'active', 'past_due']);
const INVOICES_SHOWN = 24;

export const PORTAL_NEEDS_CUSTOMER_MESSAGE =
  'Manage billing opens once this workspace has bought a plan or credits through Stripe.';

/**
 * Payments through Stripe (decision 023): Checkout for plans (subscription mode) and credit
 * packs (payment mode), the Customer Portal for changes. Nothing is granted here: the webhook
 * (handle-stripe-event.ts) applies what Stripe confirms.
 */
export const createStripeBillingProvider = (
  config: StripeConfig,
  db: Database,
  stripe: Stripe,
): BillingProvider => {
  const customerOf = async (workspaceId: string): Promise<string> => {
    const current = await findSubscription(db, workspaceId);
    if (!current) throw notFound('Workspace not found.');
    if (current.stripeCustomerId) return current.stripeCustomerId;
    const customer = await stripe.customers.create(
      { metadata: { workspace_id: workspaceId } },
      { idempotencyKey: `customer:${workspaceId}` },
    );
    return saveStripeCustomer(db, workspaceId, customer.id);
  };

  const portalUrl = async (customer: string, appUrl: string): Promise<string> => {
    const session = await stripe.billingPortal.sessions.create({
      customer,
      return_url: `${appUrl}/app/billing`,
    });
    return session.url;
  };

  return {
    name: 'stripe',

    startCheckout: async ({ workspaceId, planName, appUrl }) => {
      const current = await findSubscription(db, workspaceId);
      if (!current) throw notFound('Workspace not found.');
      // A live subscription changes plan in the portal; a second one would bill twice.
      if (
        current.stripeCustomerId &&
        current.stripeSubscriptionId &&
        LIVE_STATUSES.has(current.planStatus ?? '')
      )
        return { redirectUrl: await portalUrl(current.stripeCustomerId, appUrl) };
      const customer = await customerOf(workspaceId);
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: workspaceId,
        metadata: { workspace_id: workspaceId, plan_name: planName },
        subscription_data: { metadata: { workspace_id: workspaceId, plan_name: planName } },
        line_items: [{ price: config.prices[planName], quantity: 1 }],
        success_url: `${appUrl}/app/checkout-confirmation?checkout=success`,
        cancel_url: `${appUrl}/app/checkout-confirmation?checkout=cancelled`,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { redirectUrl: session.url };
    },

    startTopUp: async ({ workspaceId, pack, appUrl }) => {
      const customer = await customerOf(workspaceId);
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer,
        client_reference_id: workspaceId,
        metadata: { workspace_id: workspaceId, pack_id: pack.id },
        line_items: [{ price: config.prices.creditsTopUp, quantity: topUpUnits(pack) }],
        success_url: `${appUrl}/app/billing?top_up=success`,
        cancel_url: `${appUrl}/app/billing?top_up=cancelled`,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { redirectUrl: session.url };
    },

    openPortal: async ({ workspaceId, appUrl }) => {
      const current = await findSubscription(db, workspaceId);
      if (!current) throw notFound('Workspace not found.');
      if (!current.stripeCustomerId) throw unprocessable(PORTAL_NEEDS_CUSTOMER_MESSAGE);
      return { redirectUrl: await portalUrl(current.stripeCustomerId, appUrl) };
    },

    account: async (_workspaceId, subscription): Promise<ProviderAccount> => {
      const customerId = subscription.stripeCustomerId;
      if (!customerId) return { payment_method: null, invoices: [], portalAvailable: false };
      const [customer, invoices] = await Promise.all([
        stripe.customers.retrieve(customerId, {
          expand: ['invoice_settings.default_payment_method'],
        }),
        stripe.invoices.list({ customer: customerId, limit: INVOICES_SHOWN }),
      ]);
      const method =
        'deleted' in customer && customer.deleted
          ? null
          : customer.invoice_settings.default_payment_method;
      const card = method && typeof method === 'object' ? method.card : null;
      return {
        payment_method: card ? { brand: card.brand, last4: card.last4 } : null,
        invoices: invoices.data
          .filter((invoice) => invoice.status !== 'draft')
          .map((invoice) => ({
            _id: invoice.id ?? '',
            number: invoice.number ?? invoice.id ?? '',
            amount_cents: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
            currency: invoice.currency,
            status: invoice.status ?? 'open',
            issued_at: new Date(invoice.created * 1000).toISOString(),
            url: invoice.hosted_invoice_url ?? '',
            pdf_url: invoice.invoice_pdf ?? null,
          })),
        portalAvailable: true,
      };
    },
  };
};
