import type { z } from 'zod';
import type { extensionSaveRequest } from '@hirelane/domain/extension/extension-api.schema';
import { isStageOfAgent } from '@hirelane/domain/pipeline/stages';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import type { UpsertOutcome } from '@hirelane/domain/candidates/candidate.schema';
import type { Database } from '../../db/client';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { findDoNotContactIds } from '../candidates/savable-people-store';
import { upsertCandidate } from '../candidates/upsert-candidate';
import { enterCampaignStage } from '../pipeline/enter-campaign-stage';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import { touchProjectActivity } from '../projects/project-store';
import { toCandidateInput } from './to-candidate-input';

export const NO_CAMPAIGN_STAGE =
  'This project has no campaign stage: save the person as shortlisted.';

export type ExtensionSaveResult = {
  candidate_id: string;
  outcome: UpsertOutcome;
  added_to_campaign: boolean;
};

/**
 * POST /api/extension/profiles: the person read from the page into the project, in one
 * transaction, through the same create-or-merge as every import (decision 006; an erased person
 * is refused with decision 036's reason), source chrome_extension, at the project's entry stage
 * (shortlisted). With add_to_campaign the new link then enters the campaign as the pipeline's move
 * does, unless the person is marked do-not-contact.
 */
export const saveExtensionProfile = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  request: z.output<typeof extensionSaveRequest>,
): Promise<ExtensionSaveResult> =>
  db.transaction(async (tx) => {
    const access = await loadProjectAccess(tx, tenant, request.project_id);
    requireProjectPermission(access, 'project:candidates:edit');
    const { workspaceId } = tenant;
    if (
      request.add_to_campaign &&
      !isStageOfAgent(access.project.agent as ProjectAgent, 'in_campaign')
    )
      throw unprocessable(NO_CAMPAIGN_STAGE, [
        { path: 'add_to_campaign', message: NO_CAMPAIGN_STAGE },
      ]);
    const result = await upsertCandidate(
      tx,
      workspaceId,
      access.project.id,
      toCandidateInput(request.profile),
      'chrome_extension',
      userId,
    );
    let addedToCampaign = false;
    if (request.add_to_campaign) {
      const doNotContact = await findDoNotContactIds(tx, workspaceId, [result.candidateId]);
      if (!doNotContact.has(result.candidateId)) {
        const moved = await enterCampaignStage(
          tx,
          workspaceId,
          access.project,
          [result.candidateId],
          userId,
        );
        addedToCampaign = moved.includes(result.candidateId);
      }
    }
    await touchProjectActivity(tx, workspaceId, access.project.id);
    return {
      candidate_id: result.candidateId,
      outcome: result.outcome,
      added_to_campaign: addedToCampaign,
    };
  });
