import type { CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import type { Database } from '../../../db/client';
import { unprocessable } from '../../../http/http-error';
import type { TenantContext } from '../../../http/request-context';
import { bumpHeadVersion, listHeadSteps, lockedStepIds, setStepOrder } from './campaign-step-store';
import { describeHeadSteps } from './campaign-step-view';
import { loadCampaignForWrite } from '../load-visible-campaign';
import { rebaseActiveEnrollments } from '../rebase-enrollments';

export const REORDER_NEEDS_EVERY_STEP = 'List every step of this campaign exactly once.';
export const LOCKED_STEP_CANNOT_MOVE =
  'A step whose e-mails are being sent right now must keep its place. Try again in a minute.';

/** Puts the steps in the order given; a step being sent right now must keep its place. */
export const reorderCampaignSteps = async (
  db: Database,
  tenant: TenantContext,
  campaignId: string,
  stepIds: string[],
): Promise<CampaignStep[]> =>
  db.transaction(async (tx) => {
    await loadCampaignForWrite(tx, tenant, campaignId, 'campaign:steps:edit');
    const current = (await listHeadSteps(tx, tenant.workspaceId, campaignId)).map(
      (step) => step.id,
    );
    const known = new Set(current);
    if (
      new Set(stepIds).size !== stepIds.length ||
      stepIds.length !== current.length ||
      !stepIds.every((id) => known.has(id))
    )
      throw unprocessable(REORDER_NEEDS_EVERY_STEP, [
        { path: 'step_ids', message: REORDER_NEEDS_EVERY_STEP },
      ]);
    const locked = await lockedStepIds(tx, tenant.workspaceId, current);
    const moved = current.filter((id, index) => locked.has(id) && stepIds[index] !== id);
    if (moved.length > 0)
      throw unprocessable(LOCKED_STEP_CANNOT_MOVE, [
        { path: 'step_ids', message: LOCKED_STEP_CANNOT_MOVE },
      ]);
    if (stepIds.some((id, index) => current[index] !== id)) {
      await setStepOrder(tx, tenant.workspaceId, campaignId, stepIds);
      await bumpHeadVersion(tx, tenant.workspaceId, campaignId);
      await rebaseActiveEnrollments(tx, tenant.workspaceId, campaignId);
    }
    return describeHeadSteps(tx, tenant.workspaceId, campaignId);
  });
