import type { Database } from '../../../db/client';
import { notFound } from '../../../http/http-error';
import type { TenantContext } from '../../../http/request-context';
import { bumpHeadVersion, deleteStepAndCompact, findHeadStep } from './campaign-step-store';
import { STEP_NOT_FOUND, refuseLockedStep } from './campaign-step-view';
import { loadCampaignForWrite } from '../load-visible-campaign';
import { rebaseActiveEnrollments } from '../rebase-enrollments';

/**
 * Removes a step from the head; it no longer reaches anyone who has not reached it yet
 * (rebaseActiveEnrollments). Refused (422) while the step's e-mails are being sent.
 */
export const deleteCampaignStep = async (
  db: Database,
  tenant: TenantContext,
  campaignId: string,
  stepId: string,
): Promise<void> =>
  db.transaction(async (tx) => {
    await loadCampaignForWrite(tx, tenant, campaignId, 'campaign:steps:edit');
    const step = await findHeadStep(tx, tenant.workspaceId, campaignId, stepId);
    if (!step) throw notFound(STEP_NOT_FOUND);
    await refuseLockedStep(tx, tenant.workspaceId, stepId);
    await deleteStepAndCompact(tx, tenant.workspaceId, campaignId, stepId);
    await bumpHeadVersion(tx, tenant.workspaceId, campaignId);
    await rebaseActiveEnrollments(tx, tenant.workspaceId, campaignId);
  });
