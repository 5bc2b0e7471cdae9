import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http/http-error';
import type { BillingProvider } from './billing-provider';
import { findSubscription } from './subscription-store';

/** The provider's customer portal (Stripe: change plan, card, cancel). */
export const openBillingPortal = async (
  db: Database,
  provider: BillingProvider,
  input: { workspaceId: string; appUrl: string },
): Promise<{ redirect_url: string }> => {
  const current = await findSubscription(db, input.workspaceId);
  if (!current) throw notFound('Workspace not found.');
  if (current.planName === 'enterprise') throw new HttpError(414);
  const { redirectUrl } = await provider.openPortal(input);
  return { redirect_url: redirectUrl };
};
