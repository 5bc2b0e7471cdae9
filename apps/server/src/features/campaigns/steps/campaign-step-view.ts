import { STEP_LOCKED_REASON, type CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import { stepDraftSchema, type StepDraft } from '@hirelane/domain/campaigns/step-config.schema';
import { sequenceStepTypeSchema } from '@hirelane/domain/campaigns/step-types';
import type { Executor } from '../../../db/client';
import { unprocessable } from '../../../http/http-error';
import { listHeadSteps, lockedStepIds, type StepRow } from './campaign-step-store';
import { sanitizeStepDraft } from '../sanitize-rich-text';

/** A stored step as the API answers it (SPEC 3 type and can_update, with the lock reason). */
export const toCampaignStep = (row: StepRow, order: number, locked: boolean): CampaignStep => ({
  _id: row.id,
  order,
  type: sequenceStepTypeSchema.parse(row.type),
  config: row.config,
  can_update: !locked,
  locked_reason: locked ? STEP_LOCKED_REASON : null,
});

/** The head steps of a campaign in order, each with whether it is being sent right now. */
export const describeHeadSteps = async (
  db: Executor,
  workspaceId: string,
  campaignId: string,
): Promise<CampaignStep[]> => {
  const rows = await listHeadSteps(db, workspaceId, campaignId);
  const locked = await lockedStepIds(
    db,
    workspaceId,
    rows.map((row) => row.id),
  );
  return rows.map((row, index) => toCampaignStep(row, index + 1, locked.has(row.id)));
};

export const STEP_NOT_FOUND = 'Step not found.';

/** 422 with STEP_LOCKED_REASON while the step's e-mails are being sent. */
export const refuseLockedStep = async (
  db: Executor,
  workspaceId: string,
  stepId: string,
): Promise<void> => {
  if ((await lockedStepIds(db, workspaceId, [stepId])).has(stepId))
    throw unprocessable(STEP_LOCKED_REASON);
};

/**
 * The draft as it will be stored: sanitised, then validated again, because removing markup can
 * empty a required field (a body that was only a script).
 */
export const cleanStepDraft = (draft: StepDraft): StepDraft => {
  const parsed = stepDraftSchema.safeParse(sanitizeStepDraft(draft));
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  throw unprocessable(errors[0]?.message ?? 'The step is not valid.', errors);
};
