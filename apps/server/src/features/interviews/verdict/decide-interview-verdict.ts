import {
  NO_INTERVIEW_MESSAGE,
  NOT_EVALUATED_MESSAGE,
  type CandidateInterview,
  type VerdictDecisionRequest,
} from '@hirelane/domain/interviews/verdict/candidate-interview.schema';
import type { Database } from '../../../db/client';
import type { JobQueue } from '../../../jobs/job-queue';
import { queueRunsOfThisTransaction } from '../../workflow-events/queue-workflow-runs';
import { notFound, unprocessable } from '../../../http/http-error';
import type { TenantContext } from '../../../http/request-context';
import { enterVerdictStage } from '../../pipeline/enter-verdict-stage';
import { recordVerdictEvent } from '../../workflow-events/workflow-trigger-store';
import { OFFERING_VERDICTS } from '@hirelane/domain/calendars/scheduling-offer.schema';
import { offerInterviewSlot } from '../../calendars/scheduling-offer-store';
import { requireProjectPermission } from '../../projects/project-access';
import { loadInterviewProject } from '../interview-project';
import { readCandidateInterview } from './get-candidate-interview';
import {
  findCandidateInvitation,
  insertDecision,
  lockEvaluation,
} from './interview-evaluation-store';

/**
 * A person's decision over the AI's verdict (issue 18), in one transaction: the decision is kept
 * with its reason beside the AI's verdict (never replacing it), and the candidate moves to the
 * decided verdict stage by SPEC 4.5's moves. Only an evaluated interview (scored, or scoring
 * unavailable) can be decided.
 */
export const decideInterviewVerdict = async (
  db: Database,
  queue: JobQueue,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  candidateId: string,
  input: VerdictDecisionRequest,
): Promise<CandidateInterview> =>
  db.transaction(async (tx) => {
    const { workspaceId } = tenant;
    const access = await loadInterviewProject(tx, tenant, projectId);
    requireProjectPermission(access, 'project:candidates:edit');
    const found = await findCandidateInvitation(tx, workspaceId, projectId, candidateId);
    if (!found) throw notFound(NO_INTERVIEW_MESSAGE);
    const evaluation = found.evaluation
      ? await lockEvaluation(tx, workspaceId, found.evaluation.id)
      : undefined;
    if (!evaluation || evaluation.status === 'pending') throw unprocessable(NOT_EVALUATED_MESSAGE);
    await enterVerdictStage(tx, workspaceId, projectId, candidateId, input.verdict, userId);
    const decisionId = await insertDecision(tx, {
      workspaceId,
      evaluationId: evaluation.id,
      verdict: input.verdict,
      reason: input.reason,
      userId,
    });
    await recordVerdictEvent(tx, workspaceId, {
      projectId,
      candidateId,
      verdict: input.verdict,
      key: decisionId,
    });
    // A person's hire offers the slot too, unless this interview already offered one.
    if ((OFFERING_VERDICTS as readonly string[]).includes(input.verdict))
      await offerInterviewSlot(tx, { workspaceId, evaluationId: evaluation.id, projectId });
    // The verdict and the move fire workflows; their jobs commit with the decision (decision 042).
    await queueRunsOfThisTransaction(queue, tx, workspaceId);
    const view = await readCandidateInterview(tx, workspaceId, projectId, candidateId);
    if (!view) throw new Error('the interview vanished inside its transaction');
    return view;
  });
