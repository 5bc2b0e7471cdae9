import type { checkoutRequest } from '@hirelane/domain/billing/subscription.schema';
import type { z } from 'zod';
import { HttpError } from '../../http/http-error';
import type { StoredSubscription } from './subscription-store';

export type SelfServePlanName = z.infer<typeof checkoutRequest>['plan_name'];

/**
 * Why a workspace may not check out a plan, or null when it may. Enterprise
 * workspaces are billed by contract (414, DESIGN §3); paying again for the plan
 * that is already active would only grant its credits twice.
 */
export const checkoutRefusal = (
  current: StoredSubscription,
  planName: SelfServePlanName,
): HttpError | null => {
  if (current.planName === 'enterprise') return new HttpError(414);
  if (current.planName === planName && current.planStatus === 'active')
    return new HttpError(422, `This workspace is already on the ${planName} plan.`);
  return null;
};
