import type { z } from 'zod';
import { moveRefusal } from '@hirelane/domain/pipeline/moves';
import type { MoveResult, moveCandidatesRequest } from '@hirelane/domain/pipeline/pipeline.schema';
import {
  STAGE_LABELS,
  SUB_STAGE_LABELS,
  SUB_STAGES_BY_STAGE,
  entrySubStage,
  isStageOfAgent,
  type CandidateStage,
} from '@hirelane/domain/pipeline/stages';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import type { StageCount } from '@hirelane/domain/pipeline/stage-count.schema';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { queueWorkflowRuns } from '../workflow-events/queue-workflow-runs';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { enrollCandidates } from '../campaigns/campaign-enrollment-store';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import { touchProjectActivity } from '../projects/project-store';
import { applyMoves, lockProjectLinks } from './pipeline-candidate-store';
import { countByStage } from './stage-count-store';
import { buildStageCounts } from './stage-counts';

export const NOT_IN_PROJECT = 'Not in this project.';

export type MoveOutcome = {
  results: MoveResult[];
  moved: number;
  refused: number;
  stages: StageCount[];
};

/**
 * A bulk move in one transaction: the links are locked, each candidate is judged by SPEC 4.5's
 * table (packages/domain moves), the allowed ones move with a history row (and queue the
 * workflows they fire), and the answer
 * carries one result per candidate and the new counts.
 */
export const moveCandidates = async (
  db: Database,
  queue: JobQueue,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  input: z.infer<typeof moveCandidatesRequest>,
): Promise<MoveOutcome> =>
  db.transaction(async (tx) => {
    const access = await loadProjectAccess(tx, tenant, projectId);
    requireProjectPermission(access, 'project:candidates:edit');
    const agent = access.project.agent as ProjectAgent;
    const to = input.to_stage;
    if (!isStageOfAgent(agent, to)) {
      const message = `${STAGE_LABELS[to]} is not a stage of this project.`;
      throw unprocessable(message, [{ path: 'to_stage', message }]);
    }
    const subStages = SUB_STAGES_BY_STAGE[to] ?? [];
    if (input.sub_stage && !subStages.includes(input.sub_stage)) {
      const message = `${SUB_STAGE_LABELS[input.sub_stage]} is not a sub-stage of ${STAGE_LABELS[to]}.`;
      throw unprocessable(message, [{ path: 'sub_stage', message }]);
    }
    const subStage = input.sub_stage ?? entrySubStage(to);

    const ids = [...new Set(input.candidate_ids)];
    const links = await lockProjectLinks(tx, tenant.workspaceId, projectId, ids);
    const byCandidate = new Map(links.map((link) => [link.candidateId, link]));
    const moves: Array<{ linkId: string; from: string }> = [];
    const results = ids.map((candidateId): MoveResult => {
      const link = byCandidate.get(candidateId);
      if (!link)
        return {
          candidate_id: candidateId,
          moved: false,
          from_stage: null,
          reason: NOT_IN_PROJECT,
        };
      const from = link.stage as CandidateStage;
      const reason = moveRefusal(from, to, STAGE_LABELS);
      if (reason === null) moves.push({ linkId: link.id, from });
      return { candidate_id: candidateId, moved: reason === null, from_stage: from, reason };
    });
    const runIds = await applyMoves(tx, tenant.workspaceId, moves, to, subStage, userId);
    // The workflows these moves fire run once this transaction commits (decision 042).
    await queueWorkflowRuns(queue, tx, tenant.workspaceId, runIds);
    // Moving into in_campaign enrols them in the project's campaign (docs/decisions/008).
    if (to === 'in_campaign' && moves.length > 0) {
      const moved = results.filter((result) => result.moved).map((result) => result.candidate_id);
      await enrollCandidates(tx, tenant.workspaceId, access.project.campaignId, moved);
    }
    if (moves.length > 0) await touchProjectActivity(tx, tenant.workspaceId, projectId);
    const stages = buildStageCounts(agent, await countByStage(tx, tenant.workspaceId, projectId));
    return { results, moved: moves.length, refused: results.length - moves.length, stages };
  });
