import { creditCost, type CreditAction } from '@hirelane/domain/billing/credit-prices';
import type { Executor } from '../../db/client';
import { readBalance } from './credit-ledger-store';
import { InsufficientCreditsError } from './insufficient-credits-error';

/**
 * Refuses (422, the ledger's message) a paid action the balance cannot cover, before work that
 * costs us money (a provider call). Only a first check: the charge itself checks again under the
 * balance lock.
 */
export const assertAffordable = async (
  db: Executor,
  workspaceId: string,
  action: CreditAction,
  quantity = 1,
): Promise<void> => {
  const cost = creditCost(action, quantity);
  const { balance } = await readBalance(db, workspaceId);
  if (cost > balance) throw new InsufficientCreditsError(cost, balance);
};
