import {
  checkPlanFeature,
  checkPlanLimit,
  type CountedLimit,
  type PlanFeature,
} from '@hirelane/domain/billing/plan-limits';
import { planNameSchema } from '@hirelane/domain/workspaces/subscription.schema';
import type { Executor } from '../../db/client';
import { unprocessable } from '../../http/http-error';
import { lockWorkspacePlan } from './workspace-store';

/**
 * Refuses an addition that would go over the workspace's plan limit (422 with the reason). Call it
 * inside the transaction that writes the addition: it locks the workspace row first, so the count
 * it reads stays true until the commit. Only additions are checked, so a downgrade below current
 * usage keeps every row.
 */
export const assertPlanAllows = async (
  tx: Executor,
  workspaceId: string,
  limit: CountedLimit,
  countUsage: () => Promise<number>,
  adding = 1,
): Promise<void> => {
  if (adding <= 0) return;
  const plan = planNameSchema.safeParse(await lockWorkspacePlan(tx, workspaceId));
  const verdict = checkPlanLimit(
    plan.success ? plan.data : null,
    limit,
    await countUsage(),
    adding,
  );
  if (!verdict.allowed) throw unprocessable(verdict.reason);
};

/** Refuses (422) an action whose feature the workspace's plan does not include. */
export const assertPlanHasFeature = async (
  tx: Executor,
  workspaceId: string,
  feature: PlanFeature,
): Promise<void> => {
  const plan = planNameSchema.safeParse(await lockWorkspacePlan(tx, workspaceId));
  const verdict = checkPlanFeature(plan.success ? plan.data : null, feature);
  if (!verdict.allowed) throw unprocessable(verdict.reason);
};
