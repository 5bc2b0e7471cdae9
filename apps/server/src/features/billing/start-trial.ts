import { TRIAL_DAYS, planByName } from '@hirelane/domain/billing/plans';
import type { PlanName, PlanStatus } from '@hirelane/domain/workspaces/subscription.schema';
import type { Database } from '../../db/client';
import { notFound, unprocessable } from '../../http/http-error';
import { grantCreditsIn } from './grant-credits';
import { lockSubscription, saveSubscription } from './subscription-store';

export const TRIAL_REFUSED_MESSAGE =
  'This workspace already has a subscription; the free trial is only for a new workspace.';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Starts the free trial of a workspace that never had a subscription: plan
 * trial/trialing for TRIAL_DAYS and the trial credits, in one transaction.
 */
export const startTrial = async (
  db: Database,
  workspaceId: string,
): Promise<{ plan_name: PlanName; plan_status: PlanStatus; current_period_end: string }> =>
  db.transaction(async (tx) => {
    const current = await lockSubscription(tx, workspaceId);
    if (!current) throw notFound('Workspace not found.');
    if (current.planName !== null) throw unprocessable(TRIAL_REFUSED_MESSAGE);
    const trial = planByName('trial');
    const currentPeriodEnd = new Date(Date.now() + TRIAL_DAYS * DAY_MS);
    await saveSubscription(tx, workspaceId, {
      planName: trial.name,
      planStatus: 'trialing',
      currentPeriodEnd,
    });
    await grantCreditsIn(tx, workspaceId, {
      amount: trial.creditsPerMonth,
      reason: 'trial_grant',
      idempotencyKey: 'trial_grant',
      expiresAt: currentPeriodEnd,
    });
    return {
      plan_name: trial.name,
      plan_status: 'trialing',
      current_period_end: currentPeriodEnd.toISOString(),
    };
  });
