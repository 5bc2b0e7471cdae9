import { creditPackById } from '@hirelane/domain/billing/credit-packs';
import type { Database } from '../../db/client';
import { HttpError, notFound, unprocessable } from '../../http/http-error';
import type { BillingProvider } from './billing-provider';
import { findSubscription } from './subscription-store';

/** Buys a credit pack: the provider's payment page, or (local) the credits at once. */
export const startTopUp = async (
  db: Database,
  provider: BillingProvider,
  input: { workspaceId: string; packId: string; userId: string | null; appUrl: string },
): Promise<{ redirect_url: string; provider: BillingProvider['name'] }> => {
  const pack = creditPackById(input.packId);
  if (!pack) throw unprocessable('No such credit pack.');
  const current = await findSubscription(db, input.workspaceId);
  if (!current) throw notFound('Workspace not found.');
  if (current.planName === 'enterprise') throw new HttpError(414);
  if (!current.planName || current.planStatus === 'canceled')
    throw unprocessable('Choose a plan first: credit packs add to a plan’s credits.');
  const { redirectUrl } = await provider.startTopUp({ ...input, pack });
  return { redirect_url: redirectUrl, provider: provider.name };
};
