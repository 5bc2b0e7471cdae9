import { z } from 'zod';
import { stepTypeSchema } from '../campaigns/step-types';
import { isSameSitePath } from './close-target';

/** SPEC 2.1 query parameter values. */
export const SOURCE_VALUES = [
  'onboarding',
  'access_denied',
  'outlook_error',
  'searchPage',
  'pipeline',
] as const;
export const CHECKOUT_VALUES = ['success', 'cancelled'] as const;

/** A query value that may be repeated (?a=1&a=2): the first one counts. */
const firstValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** Each field is optional; an invalid value becomes undefined instead of failing the whole parse. */
const field = <T extends z.ZodType>(schema: T) =>
  z.preprocess(firstValue, schema.optional()).catch(undefined);

const text = z.string().min(1).max(2048);

export const appQuerySchema = z.object({
  source: field(z.enum(SOURCE_VALUES)),
  /** A same-site path: starts with '/' and not '//'. */
  prevRoute: field(text.refine(isSameSitePath)),
  from: field(text),
  checkout: field(z.enum(CHECKOUT_VALUES)),
  step_type: field(stepTypeSchema),
  /** e.g. show=prompt on steps/preview, the generate-steps entry. */
  show: field(text),
});

export type AppQuery = {
  source?: (typeof SOURCE_VALUES)[number];
  prevRoute?: string;
  from?: string;
  checkout?: (typeof CHECKOUT_VALUES)[number];
  step_type?: z.infer<typeof stepTypeSchema>;
  show?: string;
};

/** The SPEC 2.1 query params that are present and valid; unknown keys and invalid values are dropped. */
export const parseAppQuery = (record: Record<string, unknown>): AppQuery => {
  const parsed = appQuerySchema.parse(record);
  const result: AppQuery = {};
  if (parsed.source !== undefined) result.source = parsed.source;
  if (parsed.prevRoute !== undefined) result.prevRoute = parsed.prevRoute;
  if (parsed.from !== undefined) result.from = parsed.from;
  if (parsed.checkout !== undefined) result.checkout = parsed.checkout;
  if (parsed.step_type !== undefined) result.step_type = parsed.step_type;
  if (parsed.show !== undefined) result.show = parsed.show;
  return result;
};
