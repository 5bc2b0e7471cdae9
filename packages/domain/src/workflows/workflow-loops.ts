import type { CandidateStage } from '../pipeline/stages';
import type { WorkflowAction, WorkflowTrigger } from './workflow.schema';

export type WorkflowShape = {
  id: string;
  name: string;
  trigger: WorkflowTrigger;
  action: WorkflowAction;
};

/**
 * The stages a candidate enters when this action runs. Adding to the campaign moves a shortlisted
 * person to In campaign (decision 008); notifying and e-mailing move nobody.
 */
export const stagesEnteredBy = (action: WorkflowAction): CandidateStage[] => {
  if (action.kind === 'move_to_stage') return [action.stage];
  if (action.kind === 'add_to_campaign') return ['in_campaign'];
  return [];
};

/** Whether running `from`'s action can fire `to` (only stage triggers are fired by actions). */
export const fires = (from: WorkflowShape, to: WorkflowShape): boolean =>
  to.trigger.kind === 'stage_entered' && stagesEnteredBy(from.action).includes(to.trigger.stage);

/**
 * The loop `saved` would close among the project's workflows (itself included, replacing its old
 * version by id): the workflows in firing order, starting and ending with `saved`; null when its
 * action cannot come back to it.
 */
export const findWorkflowLoop = (
  saved: WorkflowShape,
  others: readonly WorkflowShape[],
): WorkflowShape[] | null => {
  const all = [saved, ...others.filter((other) => other.id !== saved.id)];
  const visited = new Set<string>();
  const walk = (current: WorkflowShape, path: WorkflowShape[]): WorkflowShape[] | null => {
    for (const next of all) {
      if (!fires(current, next)) continue;
      if (next.id === saved.id) return [...path, next];
      if (visited.has(next.id)) continue;
      visited.add(next.id);
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(saved, [saved]);
};

/** The 422 message naming the loop, e.g. `This workflow would loop: A → B → A.` */
export const workflowLoopMessage = (loop: readonly WorkflowShape[]): string =>
  `This workflow would loop: ${loop.map((workflow) => workflow.name).join(' → ')}. Change its trigger or its action.`;
