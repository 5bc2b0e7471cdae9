import type { MoveCandidatesAnswer } from './api/move-candidates';
import { allowedTargets, canMove } from '@hirelane/domain/pipeline/moves';
import type { CandidateStage, PipelineStage } from '@hirelane/domain/pipeline/stages';

/** The kanban columns of an agent: its stages without the virtual `all`. */
export const kanbanStages = (agentStages: readonly PipelineStage[]): CandidateStage[] =>
  agentStages.filter((stage): stage is CandidateStage => stage !== 'all');

/**
 * Targets every selected candidate may move to (SPEC 4.5), in the agent's stage order. Empty when
 * nothing is selected or the selected stages share no target.
 */
export const commonTargets = (
  selectedStages: Iterable<CandidateStage>,
  agentStages: readonly PipelineStage[],
): CandidateStage[] => {
  const stages = new Set(selectedStages);
  if (stages.size === 0) return [];
  return kanbanStages(agentStages).filter((target) =>
    [...stages].every((from) => canMove(from, target)),
  );
};

/** Whether a kanban column accepts a card from `from` (null when no card is being dragged). */
export const columnAcceptsDrop = (column: CandidateStage, from: CandidateStage | null): boolean =>
  from !== null && canMove(from, column);

/** The columns that light up while a card of `from` is dragged. */
export const droppableColumns = (
  agentStages: readonly PipelineStage[],
  from: CandidateStage,
): CandidateStage[] => {
  const allowed = new Set(allowedTargets(from));
  return kanbanStages(agentStages).filter((stage) => allowed.has(stage));
};

/**
 * What a move answered, in one sentence: "Moved 3." or "Moved 3, 1 refused: {reason}". Distinct
 * reasons are joined with "; ".
 */
export const moveSummary = (
  answer: Pick<MoveCandidatesAnswer, 'moved' | 'refused' | 'results'>,
) => {
  if (answer.refused === 0) return `Moved ${answer.moved}.`;
  const reasons = [
    ...new Set(
      answer.results.filter((result) => !result.moved).map((result) => result.reason ?? 'Refused.'),
    ),
  ];
  return `Moved ${answer.moved}, ${answer.refused} refused: ${reasons.join('; ')}`;
};
