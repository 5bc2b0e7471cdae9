import { moveRefusal } from '@hirelane/domain/pipeline/moves';
import {
  STAGE_LABELS,
  entrySubStage,
  isStageOfAgent,
  type CandidateStage,
} from '@hirelane/domain/pipeline/stages';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import { findActiveMemberEmail, findRunPerson, type RunPerson } from './workflow-action-store';
import type { WorkflowAction } from '@hirelane/domain/workflows/workflow.schema';
import type { Executor } from '../../db/client';
import { PRODUCT_NAME } from '@hirelane/domain/product/product';
import type { OutgoingMail } from '../../mail/mailer';
import { layout } from '../../mail/templates';
import { enrollCandidates } from '../campaigns/campaign-enrollment-store';
import { applyMoves, lockProjectLinks } from '../pipeline/pipeline-candidate-store';
import { touchProjectActivity } from '../projects/project-store';

/** What an action did: done, or skipped / failed with the reason shown on the run. */
export type ActionOutcome = {
  status: 'done' | 'skipped' | 'failed' | 'pending_approval';
  reason: string | null;
  /** Runs that this action's own moves queued (the next level of workflows). */
  runIds: string[];
  /** A notification to send once the run is recorded. */
  mail?: OutgoingMail;
};

export type RunTarget = {
  workspaceId: string;
  projectId: string;
  candidateId: string;
  workflowName: string;
};

const skipped = (reason: string): ActionOutcome => ({ status: 'skipped', reason, runIds: [] });

type Person = RunPerson;

const moveTo = async (
  db: Executor,
  target: RunTarget,
  agent: ProjectAgent,
  to: CandidateStage,
): Promise<ActionOutcome> => {
  if (!isStageOfAgent(agent, to))
    return skipped(`${STAGE_LABELS[to]} is not a stage of this project.`);
  const [link] = await lockProjectLinks(db, target.workspaceId, target.projectId, [
    target.candidateId,
  ]);
  if (!link) return skipped('The candidate is no longer in this project.');
  const from = link.stage as CandidateStage;
  if (from === to) return skipped(`Already in ${STAGE_LABELS[to]}.`);
  const refusal = moveRefusal(from, to, STAGE_LABELS);
  if (refusal) return skipped(refusal);
  const runIds = await applyMoves(
    db,
    target.workspaceId,
    [{ linkId: link.id, from }],
    to,
    entrySubStage(to),
    null,
  );
  await touchProjectActivity(db, target.workspaceId, target.projectId);
  return { status: 'done', reason: null, runIds };
};

const addToCampaign = async (
  db: Executor,
  target: RunTarget,
  person: Person,
): Promise<ActionOutcome> => {
  if (person.do_not_contact) return skipped('The candidate is marked do-not-contact.');
  if (!person.email) return skipped('The candidate has no e-mail address.');
  const [link] = await lockProjectLinks(db, target.workspaceId, target.projectId, [
    target.candidateId,
  ]);
  if (!link) return skipped('The candidate is no longer in this project.');
  if (link.stage !== 'shortlisted')
    return skipped(
      `Only shortlisted candidates join the campaign; this one is in ${STAGE_LABELS[link.stage as CandidateStage]}.`,
    );
  // As the pipeline's move to In campaign does (enter-campaign-stage.ts, decision 008).
  const runIds = await applyMoves(
    db,
    target.workspaceId,
    [{ linkId: link.id, from: link.stage }],
    'in_campaign',
    'new',
    null,
  );
  await enrollCandidates(db, target.workspaceId, person.campaign_id, [target.candidateId]);
  await touchProjectActivity(db, target.workspaceId, target.projectId);
  return { status: 'done', reason: null, runIds };
};

const notify = async (
  db: Executor,
  target: RunTarget,
  person: Person,
  memberId: string,
  appUrl: string,
): Promise<ActionOutcome> => {
  const to = await findActiveMemberEmail(db, target.workspaceId, memberId);
  if (!to)
    return { status: 'failed', reason: 'The teammate is no longer an active member.', runIds: [] };
  const name = [person.first_name, person.last_name].filter(Boolean).join(' ') || 'A candidate';
  const url = new URL(`/app/projects/${target.projectId}/candidate/${target.candidateId}`, appUrl);
  const subject = `${target.workflowName}: ${name} (${person.project_name})`;
  const lines = [
    `The workflow “${target.workflowName}” of ${person.project_name} asks you to look at ${name}.`,
  ];
  return {
    status: 'done',
    reason: null,
    runIds: [],
    mail: {
      to,
      subject,
      text: `${lines.join('\n\n')}\n\n${url.toString()}\n`,
      html: layout(subject, lines, { label: `Open in ${PRODUCT_NAME}`, url: url.toString() }),
    },
  };
};

/** Runs one action inside the run's transaction. */
export const runWorkflowAction = async (
  db: Executor,
  target: RunTarget,
  action: WorkflowAction,
  appUrl: string,
): Promise<ActionOutcome> => {
  const person = await findRunPerson(db, target.workspaceId, target.projectId, target.candidateId);
  if (!person) return skipped('The candidate or the project no longer exists.');
  if (action.kind === 'move_to_stage') return moveTo(db, target, person.agent, action.stage);
  if (action.kind === 'add_to_campaign') return addToCampaign(db, target, person);
  if (action.kind === 'notify_teammate')
    return notify(db, target, person, action.member_id, appUrl);
  if (person.do_not_contact) return skipped('The candidate is marked do-not-contact.');
  if (!person.email) return skipped('The candidate has no e-mail address.');
  return { status: 'pending_approval', reason: null, runIds: [] };
};
