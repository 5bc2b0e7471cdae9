import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import type { BillingProvider } from './billing-provider';
import { checkoutRefusal, type SelfServePlanName } from './checkout-rules';
import { findSubscription } from './subscription-store';

/** Sends the workspace to its provider's checkout for a self-serve plan (refused before any provider call). */
export const startCheckout = async (
  db: Database,
  provider: BillingProvider,
  input: { workspaceId: string; planName: SelfServePlanName; appUrl: string },
): Promise<{ redirect_url: string; provider: BillingProvider['name'] }> => {
  const current = await findSubscription(db, input.workspaceId);
  if (!current) throw notFound('Workspace not found.');
  const refusal = checkoutRefusal(current, input.planName);
  if (refusal) throw refusal;
  const { redirectUrl } = await provider.startCheckout(input);
  return { redirect_url: redirectUrl, provider: provider.name };
};
