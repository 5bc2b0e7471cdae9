import { z } from 'zod';
import { envelope } from '../http/envelope';
import { planNameSchema, planStatusSchema } from '../workspaces/subscription.schema';

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
      issued_at: z.string(),
      url: z.string(),
    }),
  ),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;
export const billingDetailsResponse = envelope(billingDetailsSchema);
