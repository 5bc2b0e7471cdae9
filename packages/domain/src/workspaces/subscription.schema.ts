import { z } from 'zod';

export const PLAN_NAMES = ['trial', 'starter', 'pro', 'enterprise'] as const;
export const planNameSchema = z.enum(PLAN_NAMES);
export type PlanName = z.infer<typeof planNameSchema>;

export const PLAN_STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;
export const planStatusSchema = z.enum(PLAN_STATUSES);
export type PlanStatus = z.infer<typeof planStatusSchema>;

export const subscriptionInfoSchema = z.object({
  plan_name: planNameSchema,
  plan_status: planStatusSchema,
  current_period_end: z.string().nullable(),
  /** past_due with Stripe: the unpaid invoice's hosted page (banner 5's "Pay now"). */
  pay_url: z.string().nullable().optional(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;
