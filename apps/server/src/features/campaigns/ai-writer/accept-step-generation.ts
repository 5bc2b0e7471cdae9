import type { CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import type { StepGeneration } from '@hirelane/domain/campaigns/step-generation.schema';
import type { Database, Executor } from '../../../db/client';
import { notFound, unprocessable } from '../../../http/http-error';
import type { TenantContext } from '../../../http/request-context';
import { listHeadSteps, lockedStepIds, replaceCampaignSteps } from '../steps/campaign-step-store';
import { cleanStepDraft, describeHeadSteps } from '../steps/campaign-step-view';
import { loadCampaignForWrite } from '../load-visible-campaign';
import { rebaseActiveEnrollments } from '../rebase-enrollments';
import {
  findStepGeneration,
  setStepGenerationStatus,
  toStepGeneration,
  type StepGenerationRow,
} from './step-generation-store';

export const GENERATION_NOT_FOUND = 'Generated steps not found.';
export const PAUSE_BEFORE_REPLACING = 'Pause the campaign before replacing its steps.';
export const STEPS_HAVE_RUN =
  'Some steps are being sent right now, so the sequence cannot be replaced. Try again in a minute.';

const NOT_ACCEPTABLE: Record<Exclude<StepGeneration['status'], 'ready'>, string> = {
  running: 'The steps are still being written. Wait until they are ready.',
  failed: 'This generation failed, so there are no steps to accept.',
  accepted: 'These steps were already accepted.',
  discarded: 'These steps were discarded. Generate new ones.',
};

/** The campaign's run, locked; 404 for a run of another campaign or workspace. */
export const loadGenerationForWrite = async (
  tx: Executor,
  workspaceId: string,
  campaignId: string,
  generationId: string,
): Promise<StepGenerationRow> => {
  const run = await findStepGeneration(tx, workspaceId, generationId, { lock: true });
  if (run?.campaignId !== campaignId) throw notFound(GENERATION_NOT_FOUND);
  return run;
};

/**
 * The generated steps replace the whole sequence, only while the campaign is paused and no step
 * is being sent (SPEC 4.4's regenerate rule, server side). People mid-sequence keep their copy;
 * those who have not started get the new steps (rebaseActiveEnrollments).
 */
export const acceptStepGeneration = async (
  db: Database,
  tenant: TenantContext,
  campaignId: string,
  generationId: string,
): Promise<CampaignStep[]> => {
  const workspaceId = tenant.workspaceId;
  await db.transaction(async (tx) => {
    const campaign = await loadCampaignForWrite(tx, tenant, campaignId, 'campaign:steps:edit');
    const run = toStepGeneration(
      await loadGenerationForWrite(tx, workspaceId, campaignId, generationId),
    );
    if (run.status !== 'ready') throw unprocessable(NOT_ACCEPTABLE[run.status]);
    if (campaign.status) throw unprocessable(PAUSE_BEFORE_REPLACING);
    const head = await listHeadSteps(tx, workspaceId, campaignId);
    const locked = await lockedStepIds(
      tx,
      workspaceId,
      head.map((step) => step.id),
    );
    if (locked.size > 0) throw unprocessable(STEPS_HAVE_RUN);
    await replaceCampaignSteps(
      tx,
      workspaceId,
      campaignId,
      run.generated_steps.map(cleanStepDraft),
    );
    await rebaseActiveEnrollments(tx, workspaceId, campaignId);
    await setStepGenerationStatus(tx, workspaceId, generationId, 'accepted');
  });
  return describeHeadSteps(db, workspaceId, campaignId);
};
