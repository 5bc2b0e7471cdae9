import { TRIAL_DAYS, planByName } from '@hirelane/domain/billing/plans';
import type { Balance } from '@hirelane/domain/billing/subscription.schema';
import { planNameSchema, planStatusSchema } from '@hirelane/domain/workspaces/subscription.schema';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import { readBalance, sumPeriodUsage } from './credit-ledger-store';
import { expireDueGrantsNow } from './expire-due-grants';
import { BILLING_PERIOD_DAYS } from './plan-grant';
import { findSubscription } from './subscription-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The balance, writing due expiries first (under the balance lock) so it never counts them. */
const currentBalance = async (db: Database, workspaceId: string): Promise<number> => {
  const read = await readBalance(db, workspaceId);
  if (!read.nextExpiryAt || read.nextExpiryAt > new Date()) return read.balance;
  await expireDueGrantsNow(db, workspaceId);
  return (await readBalance(db, workspaceId)).balance;
};

/**
 * Credit details of SPEC 7 (`GET /api/subscription/balance`): the balance, the plan, and this
 * period's grant, use and next grant date (decision 021).
 */
export const getBalance = async (db: Database, workspaceId: string): Promise<Balance> => {
  const subscription = await findSubscription(db, workspaceId);
  if (!subscription) throw notFound('Workspace not found.');
  const planName = planNameSchema.safeParse(subscription.planName);
  const planStatus = planStatusSchema.safeParse(subscription.planStatus);
  const periodEnd = subscription.currentPeriodEnd;
  const periodDays =
    planName.success && planName.data === 'trial' ? TRIAL_DAYS : BILLING_PERIOD_DAYS;
  const usage = periodEnd
    ? await sumPeriodUsage(db, workspaceId, {
        start: new Date(periodEnd.getTime() - periodDays * DAY_MS),
        end: periodEnd,
      })
    : { granted: 0, used: 0 };
  const renews = planStatus.success && planStatus.data === 'active' && periodEnd !== null;
  return {
    balance: await currentBalance(db, workspaceId),
    plan_name: planName.success ? planName.data : null,
    plan_status: planStatus.success ? planStatus.data : null,
    credits_per_month: planName.success ? planByName(planName.data).creditsPerMonth : 0,
    current_period_end: periodEnd?.toISOString() ?? null,
    period_granted: usage.granted,
    period_used: usage.used,
    next_grant_at: renews ? periodEnd.toISOString() : null,
  };
};
