import { z } from 'zod';
import {
  campaignStepResponse,
  campaignStepsResponse,
} from '@hirelane/domain/campaigns/campaign.schema';
import type { StepDraft } from '@hirelane/domain/campaigns/step-config.schema';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import { apiPost, apiPut } from '../../../lib/api-client';

const campaignPath = (campaignId: string, rest: string) =>
  `/api/campaign/${encodeURIComponent(campaignId)}/${rest}`;
const loose = messageEnvelope.extend({ data: z.unknown().optional() });

/*
 * Every write is silent: the pages show the server's message and its field errors themselves
 * (a 422 here is about the step the user is looking at, not a generic validation toast).
 */

/** POST /api/campaign/{campaignID}/step/add: appended unless `order` places it. */
export const addStep = (campaignId: string, draft: StepDraft, order?: number) =>
  apiPost(
    campaignPath(campaignId, 'step/add'),
    campaignStepResponse,
    order === undefined ? draft : { ...draft, order },
    { silent: true },
  );

/** PUT /api/campaign/{campaignID}/step/update/{stepID}: same type, new settings. */
export const updateStep = (campaignId: string, stepId: string, draft: StepDraft) =>
  apiPut(
    campaignPath(campaignId, `step/update/${encodeURIComponent(stepId)}`),
    campaignStepResponse,
    draft,
    { silent: true },
  );

/** PUT /api/campaign/{campaignID}/step/delete/{stepID} (SPEC 7). */
export const deleteStep = (campaignId: string, stepId: string) =>
  apiPut(
    campaignPath(campaignId, `step/delete/${encodeURIComponent(stepId)}`),
    loose,
    {},
    { silent: true },
  );

/** PUT /api/campaign/{campaignID}/steps/reorder: every step id in the new order. */
export const reorderSteps = (campaignId: string, stepIds: readonly string[]) =>
  apiPut(
    campaignPath(campaignId, 'steps/reorder'),
    campaignStepsResponse,
    { step_ids: stepIds },
    { silent: true },
  );
