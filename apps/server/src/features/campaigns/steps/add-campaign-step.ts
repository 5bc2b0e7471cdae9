import type { CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import type { StepDraft } from '@hirelane/domain/campaigns/step-config.schema';
import type { Database } from '../../../db/client';
import type { TenantContext } from '../../../http/request-context';
import { countCampaignSteps } from '../campaign-store';
import { bumpHeadVersion, insertStepAt } from './campaign-step-store';
import { requireStepTemplate } from './require-step-template';
import { assertPlanAllowsStep } from './assert-step-plan';
import { cleanStepDraft, toCampaignStep } from './campaign-step-view';
import { loadCampaignForWrite } from '../load-visible-campaign';
import { rebaseActiveEnrollments } from '../rebase-enrollments';

/** Adds a step at `order` (1-based; past the end or absent appends it). */
export const addCampaignStep = async (
  db: Database,
  tenant: TenantContext,
  campaignId: string,
  input: StepDraft & { order?: number | undefined },
): Promise<CampaignStep> =>
  db.transaction(async (tx) => {
    await loadCampaignForWrite(tx, tenant, campaignId, 'campaign:steps:edit');
    await assertPlanAllowsStep(tx, tenant.workspaceId, input.type);
    const draft = cleanStepDraft({ type: input.type, config: input.config } as StepDraft);
    await requireStepTemplate(tx, tenant.workspaceId, draft);
    const count = await countCampaignSteps(tx, tenant.workspaceId, campaignId);
    const position = Math.min(input.order ?? count + 1, count + 1);
    const row = await insertStepAt(tx, tenant.workspaceId, campaignId, draft, position);
    await bumpHeadVersion(tx, tenant.workspaceId, campaignId);
    await rebaseActiveEnrollments(tx, tenant.workspaceId, campaignId);
    return toCampaignStep(row, position, false);
  });
