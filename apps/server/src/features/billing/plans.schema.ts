import { envelope } from '@hirelane/domain/http/envelope';
import { planNameSchema } from '@hirelane/domain/workspaces/subscription.schema';
import { z } from 'zod';

/** The catalogue as `PLANS` holds it; no domain schema exists for it yet. */
export const planSchema = z.object({
  name: planNameSchema,
  label: z.string(),
  priceCents: z.number().int().nullable(),
  creditsPerMonth: z.number().int(),
  seats: z.number().int().nullable(),
  activeProjects: z.number().int().nullable(),
  mailboxes: z.number().int(),
  features: z.array(z.string()),
  selfServe: z.boolean(),
});
export const plansResponse = envelope(z.array(planSchema));
