import { useContext } from 'react';
import {
  checkPlanFeature,
  checkPlanLimit,
  type CountedLimit,
  type PlanFeature,
} from '@hirelane/domain/billing/plan-limits';
import { AppSessionContext } from './app-session-context';
import type { ActionVerdict } from '../components/ui/gated';

const ALLOWED: ActionVerdict = { allowed: true };

/**
 * Whether one more of `limit` fits the workspace's plan, by the rule the server applies. `usage`
 * is what the page counted; while it is unknown the control stays usable (the server decides).
 */
export const usePlanLimit = (limit: CountedLimit, usage: number | undefined): ActionVerdict => {
  const plan = usePlanName();
  return usage === undefined ? ALLOWED : checkPlanLimit(plan, limit, usage);
};

/** Whether the workspace's plan includes the feature, by the rule the server applies. */
export const usePlanFeature = (feature: PlanFeature): ActionVerdict =>
  checkPlanFeature(usePlanName(), feature);

const usePlanName = () =>
  useContext(AppSessionContext)?.profile_info.subscription_info?.plan_name ?? null;
