import type { ProjectAgent } from '../product/agents';
import { STAGE_LABELS, isStageOfAgent } from '../pipeline/stages';
import type { SaveWorkflowRequest } from './workflow.schema';

export type WorkflowRefusal = { path: string; message: string };

/** What a project of this agent cannot do with this workflow; null when it fits the project. */
export const workflowRefusal = (
  agent: ProjectAgent,
  input: Pick<SaveWorkflowRequest, 'trigger' | 'action'>,
): WorkflowRefusal | null => {
  const { trigger, action } = input;
  if (trigger.kind === 'stage_entered' && !isStageOfAgent(agent, trigger.stage))
    return {
      path: 'trigger.stage',
      message: `${STAGE_LABELS[trigger.stage]} is not a stage of this project.`,
    };
  if (trigger.kind === 'interview_verdict' && agent !== 'charlie')
    return {
      path: 'trigger.kind',
      message: 'Interview verdicts only arrive in interview projects.',
    };
  if (action.kind === 'move_to_stage' && !isStageOfAgent(agent, action.stage))
    return {
      path: 'action.stage',
      message: `${STAGE_LABELS[action.stage]} is not a stage of this project.`,
    };
  if (action.kind === 'add_to_campaign' && agent !== 'ria')
    return { path: 'action.kind', message: 'Only outreach projects have a campaign.' };
  return null;
};
