import type { CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import type { StepDraft } from '@hirelane/domain/campaigns/step-config.schema';
import type { Database } from '../../../db/client';
import { notFound, unprocessable } from '../../../http/http-error';
import type { TenantContext } from '../../../http/request-context';
import {
  bumpHeadVersion,
  findHeadStep,
  listHeadSteps,
  updateStepConfig,
} from './campaign-step-store';
import {
  STEP_NOT_FOUND,
  cleanStepDraft,
  refuseLockedStep,
  toCampaignStep,
} from './campaign-step-view';
import { loadCampaignForWrite } from '../load-visible-campaign';
import { rebaseActiveEnrollments } from '../rebase-enrollments';
import { requireStepTemplate } from './require-step-template';

export const STEP_TYPE_FIXED = "A step's type cannot change. Delete it and add a new step.";

/**
 * New settings for a step of the same type. They reach everyone who has not reached the step yet,
 * people already in the campaign included (rebaseActiveEnrollments); what was sent stays as it
 * was. Refused (422) only while the step's e-mails are being handed to the mail server.
 */
export const updateCampaignStep = async (
  db: Database,
  tenant: TenantContext,
  campaignId: string,
  stepId: string,
  input: StepDraft,
): Promise<CampaignStep> =>
  db.transaction(async (tx) => {
    await loadCampaignForWrite(tx, tenant, campaignId, 'campaign:steps:edit');
    const step = await findHeadStep(tx, tenant.workspaceId, campaignId, stepId);
    if (!step) throw notFound(STEP_NOT_FOUND);
    if (step.type !== input.type)
      throw unprocessable(STEP_TYPE_FIXED, [{ path: 'type', message: STEP_TYPE_FIXED }]);
    await refuseLockedStep(tx, tenant.workspaceId, stepId);
    const draft = cleanStepDraft(input);
    await requireStepTemplate(tx, tenant.workspaceId, draft);
    const row = await updateStepConfig(tx, tenant.workspaceId, stepId, draft.config);
    await bumpHeadVersion(tx, tenant.workspaceId, campaignId);
    await rebaseActiveEnrollments(tx, tenant.workspaceId, campaignId);
    const order = (await listHeadSteps(tx, tenant.workspaceId, campaignId)).findIndex(
      (other) => other.id === stepId,
    );
    return toCampaignStep(row, order + 1, false);
  });
