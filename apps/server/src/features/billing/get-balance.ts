import type { Balance } from '@hirelane/domain/billing/subscription.schema';
import { planByName } from '@hirelane/domain/billing/plans';
import { planNameSchema, planStatusSchema } from '@hirelane/domain/workspaces/subscription.schema';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import { sumBalance } from './credit-ledger-store';
import { findSubscription } from './subscription-store';

/** Credit details of SPEC 7 (`GET /api/subscription/balance`): the ledger's sum and the plan. */
export const getBalance = async (db: Database, workspaceId: string): Promise<Balance> => {
  const subscription = await findSubscription(db, workspaceId);
  if (!subscription) throw notFound('Workspace not found.');
  const planName = planNameSchema.safeParse(subscription.planName);
  const planStatus = planStatusSchema.safeParse(subscription.planStatus);
  return {
    balance: await sumBalance(db, workspaceId),
    plan_name: planName.success ? planName.data : null,
    plan_status: planStatus.success ? planStatus.data : null,
    credits_per_month: planName.success ? planByName(planName.data).creditsPerMonth : 0,
    current_period_end: subscription.currentPeriodEnd?.toISOString() ?? null,
  };
};
