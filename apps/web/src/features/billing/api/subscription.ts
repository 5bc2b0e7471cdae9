import { z } from 'zod';
import type { CreditPackId } from '@hirelane/domain/billing/credit-packs';
import {
  checkoutResponse,
  paymentProviderSchema,
  portalResponse,
  startTrialResponse,
  topUpResponse,
} from '@hirelane/domain/billing/subscription.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

export type PaidPlanName = 'starter' | 'pro';
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;
export type CheckoutRedirect = { redirect_url: string; provider: PaymentProvider };

/** POST /api/subscription/start-trial: the workspace's free trial starts now. */
export const startTrial = async (): Promise<void> => {
  await apiPost('/api/subscription/start-trial', startTrialResponse, {});
};

/** POST /api/subscription/checkout: where to send the browser to pay for `plan_name`. */
export const startCheckout = async (plan_name: PaidPlanName): Promise<CheckoutRedirect> =>
  (await apiPost('/api/subscription/checkout', checkoutResponse, { plan_name })).data;

/** POST /api/subscription/top-up: where to pay for a credit pack (local: granted at once). */
export const startTopUp = async (pack_id: CreditPackId): Promise<CheckoutRedirect> =>
  (await apiPost('/api/subscription/top-up', topUpResponse, { pack_id })).data;

/** POST /api/subscription/portal: the Stripe Customer Portal (change plan, card, cancel). */
export const openBillingPortal = async (): Promise<string> =>
  (await apiPost('/api/subscription/portal', portalResponse, {})).data.redirect_url;

export const isAbsoluteUrl = (url: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(url);

/**
 * What GET /api/subscription/plans tells the upgrade page beyond the static
 * catalogue (PLANS in the domain package): the payment provider in use and
 * whether the free trial is still open. Read tolerantly: either field may sit
 * in `data` (an object) or beside it in the envelope; absent means unknown.
 */
const plansExtras = z
  .object({
    provider: paymentProviderSchema.optional().catch(undefined),
    trial_available: z.boolean().optional().catch(undefined),
  })
  .loose();
const plansResponse = z.object({ success: z.boolean(), data: z.unknown() }).loose();

export type PlansInfo = { provider: PaymentProvider | null; trialAvailable: boolean | null };

export const parsePlansInfo = (envelope: unknown): PlansInfo => {
  const outer = plansExtras.safeParse(envelope);
  const data =
    typeof envelope === 'object' && envelope !== null && 'data' in envelope
      ? envelope.data
      : undefined;
  const inner = Array.isArray(data) ? undefined : plansExtras.safeParse(data);
  const pick = <K extends 'provider' | 'trial_available'>(key: K) =>
    (inner?.success ? inner.data[key] : undefined) ?? (outer.success ? outer.data[key] : undefined);
  return { provider: pick('provider') ?? null, trialAvailable: pick('trial_available') ?? null };
};

export const billingKeys = {
  plans: (workspaceId: string | null) => ['billing', workspaceId, 'plans'] as const,
};

export const usePlansInfoQuery = (workspaceId: string | null) =>
  useQuery({
    queryKey: billingKeys.plans(workspaceId),
    queryFn: async ({ signal }) =>
      parsePlansInfo(
        await apiGet('/api/subscription/plans', plansResponse, { signal, silent: true }),
      ),
    enabled: workspaceId !== null,
    retry: false,
  });
