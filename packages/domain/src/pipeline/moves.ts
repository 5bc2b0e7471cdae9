import type { CandidateStage, PipelineStage } from './stages';
import { VERDICT_STAGES } from './stages';

const verdictMoves = (from: (typeof VERDICT_STAGES)[number]) =>
  VERDICT_STAGES.filter((stage) => stage !== from);

/** SPEC 4.5's table of allowed moves, exactly. */
export const ALLOWED_MOVES: Record<CandidateStage, readonly CandidateStage[]> = {
  shortlisted: ['in_campaign', 'completed', 'rejected'],
  in_campaign: ['completed', 'rejected'],
  completed: ['rejected'],
  rejected: [],
  invited: [],
  interview_completed: ['strong_hire', 'hire', 'maybe', 'no_hire'],
  strong_hire: verdictMoves('strong_hire'),
  hire: verdictMoves('hire'),
  maybe: verdictMoves('maybe'),
  no_hire: verdictMoves('no_hire'),
};

export const allowedTargets = (from: CandidateStage): readonly CandidateStage[] =>
  ALLOWED_MOVES[from];

export const canMove = (from: CandidateStage, to: PipelineStage): boolean =>
  to !== 'all' && ALLOWED_MOVES[from].includes(to);

/** Why a move is refused, in words a recruiter understands; null when it is allowed. */
export const moveRefusal = (
  from: CandidateStage,
  to: PipelineStage,
  labels: Record<PipelineStage, string>,
): string | null => {
  if (from === to) return `Already in ${labels[to]}.`;
  if (canMove(from, to)) return null;
  if (ALLOWED_MOVES[from].length === 0) return `A candidate in ${labels[from]} cannot be moved.`;
  return `A candidate in ${labels[from]} cannot be moved to ${labels[to]}.`;
};
