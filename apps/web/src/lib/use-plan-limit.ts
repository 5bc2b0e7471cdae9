import { useContext } from 'react';
import { checkPlanLimit, type CountedLimit } from '@hirelane/domain/billing/plan-limits';
import { AppSessionContext } from './app-session-context';
import type { ActionVerdict } from '../components/ui/gated';

const ALLOWED: ActionVerdict = { allowed: true };

/**
 * Whether one more of `limit` fits the workspace's plan, by the rule the server applies. `usage`
 * is what the page counted; while it is unknown the control stays usable (the server decides).
 */
export const usePlanLimit = (limit: CountedLimit, usage: number | undefined): ActionVerdict => {
  const plan = useContext(AppSessionContext)?.profile_info.subscription_info?.plan_name ?? null;
  return usage === undefined ? ALLOWED : checkPlanLimit(plan, limit, usage);
};
