import { z } from 'zod';
import { envelope } from '../http/envelope';
import { planNameSchema, planStatusSchema } from '../workspaces/subscription.schema';
import { CREDIT_PACK_IDS } from './credit-packs';

/** `none`: no payment provider is configured (production before Stripe), every checkout is refused. */
export const paymentProviderSchema = z.enum(['local', 'stripe', 'none']);

export const PAYMENTS_NOT_CONFIGURED_MESSAGE =
  'Payments are not configured: set STRIPE_SECRET_KEY (see README, Billing). No plan was activated.';

export const balanceSchema = z.object({
  balance: z.number().int(),
  plan_name: planNameSchema.nullable(),
  plan_status: planStatusSchema.nullable(),
  credits_per_month: z.number().int(),
  current_period_end: z.string().nullable(),
  /** Plan or trial credits granted for the current period (they expire at its end). */
  period_granted: z.number().int(),
  /** Credits spent since the current period started (debits and holds net of give-backs). */
  period_used: z.number().int(),
  /** When the plan grants its next credits: the period end of an active plan, else null. */
  next_grant_at: z.string().nullable(),
});
export type Balance = z.infer<typeof balanceSchema>;
export const balanceResponse = envelope(balanceSchema);

export const checkoutRequest = z.object({ plan_name: z.enum(['starter', 'pro']) });
export const checkoutResponse = envelope(
  z.object({
    /** Where the browser goes next: the provider's checkout page, or our confirmation page. */
    redirect_url: z.string(),
    provider: paymentProviderSchema,
  }),
);
export const startTrialResponse = envelope(
  z.object({
    plan_name: planNameSchema,
    plan_status: planStatusSchema,
    current_period_end: z.string(),
  }),
);

export const planSchema = z.object({
  name: planNameSchema,
  label: z.string(),
  priceCents: z.number().int().nullable(),
  creditsPerMonth: z.number().int(),
  seats: z.number().int().nullable(),
  activeProjects: z.number().int().nullable(),
  mailboxes: z.number().int().nullable(),
  features: z.array(z.string()),
  selfServe: z.boolean(),
});

/** The catalogue, the payment provider in use, and whether this workspace may still start its trial. */
export const plansResponse = envelope(
  z.object({
    plans: z.array(planSchema),
    provider: paymentProviderSchema,
    trial_available: z.boolean(),
  }),
);

/** The billing page of a self-serve plan; enterprise workspaces are billed by contract (414). */
export const billingDetailsSchema = z.object({
  plan_name: planNameSchema.nullable(),
  plan_label: z.string().nullable(),
  plan_status: planStatusSchema.nullable(),
  current_period_end: z.string().nullable(),
  price_cents: z.number().int().nullable(),
  provider: paymentProviderSchema,
  payment_method: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  invoices: z.array(
    z.object({
      _id: z.string(),
      number: z.string(),
      amount_cents: z.number().int(),
      currency: z.string(),
      /** Stripe's invoice status: draft, open, paid, uncollectible, void. */
      status: z.string(),
      issued_at: z.string(),
      /** The hosted invoice page (view, or pay an open invoice). */
      url: z.string(),
      pdf_url: z.string().nullable(),
    }),
  ),
  /** Whether "Manage billing" (the provider's customer portal) can open for this workspace. */
  portal_available: z.boolean(),
  /** Past due: the unpaid invoice's hosted page, where "Pay now" goes; null otherwise. */
  pay_url: z.string().nullable(),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;
export const billingDetailsResponse = envelope(billingDetailsSchema);

export const topUpRequest = z.object({ pack_id: z.enum(CREDIT_PACK_IDS) });
export const topUpResponse = envelope(
  z.object({
    /** The provider's payment page, or our billing page when the credits were granted at once. */
    redirect_url: z.string(),
    provider: paymentProviderSchema,
  }),
);

export const portalResponse = envelope(z.object({ redirect_url: z.string() }));

export const PORTAL_NOT_AVAILABLE_MESSAGE =
  'Manage billing opens the Stripe Customer Portal: set STRIPE_SECRET_KEY (see README, Billing) and buy a plan through Stripe first.';
