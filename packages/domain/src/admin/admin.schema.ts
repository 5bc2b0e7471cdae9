import { z } from 'zod';
import { messageEnvelope } from '../http/envelope';
import { planNameSchema, planStatusSchema } from '../workspaces/subscription.schema';

export const userAccessRequest = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  is_allowed: z.boolean(),
});

export const workspaceSubscriptionRequest = z.object({
  workspace_id: z.uuid(),
  plan_name: planNameSchema,
  plan_status: planStatusSchema,
  current_period_end: z.iso.datetime({ offset: true }).nullable(),
});

export const impersonateRequest = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
});

export const adminActionResponse = messageEnvelope;
