import type { ProjectAgent } from '../product/agents';
import type { CandidateStage } from '../pipeline/stages';
import { VERDICT_STAGES } from '../pipeline/stages';
import type { PipelineFunnel } from './pipeline-funnel.schema';

type FunnelStep = { label: string; stages: readonly CandidateStage[] | 'everyone' };

/**
 * The steps a project's people move through, in order. A person counts in a step when any stage
 * they ever held (their stage history and their current stage) belongs to it, so someone moved
 * straight to a later stage still counts in the earlier steps they skipped, and a person rejected
 * after the campaign still counts as having reached it.
 */
export const FUNNEL_STEPS: Record<ProjectAgent, readonly FunnelStep[]> = {
  ria: [
    { label: 'Added', stages: 'everyone' },
    { label: 'In campaign', stages: ['in_campaign', 'completed'] },
    { label: 'Completed', stages: ['completed'] },
  ],
  charlie: [
    { label: 'Invited', stages: 'everyone' },
    { label: 'Interviewed', stages: ['interview_completed', ...VERDICT_STAGES] },
    { label: 'Hire or strong hire', stages: ['hire', 'strong_hire'] },
  ],
};

/** How many people held exactly this set of stages over their time in the project. */
export type StagePathCount = { stages: readonly string[]; count: number };

export const buildPipelineFunnel = (
  agent: ProjectAgent,
  paths: readonly StagePathCount[],
): PipelineFunnel => {
  const steps = FUNNEL_STEPS[agent];
  const reached = steps.map((step) =>
    paths.reduce(
      (sum, path) =>
        step.stages === 'everyone' ||
        path.stages.some((stage) => (step.stages as readonly string[]).includes(stage))
          ? sum + path.count
          : sum,
      0,
    ),
  );
  const total = reached[0] ?? 0;
  return {
    total,
    rejected: paths.reduce(
      (sum, path) => (path.stages.includes('rejected') ? sum + path.count : sum),
      0,
    ),
    steps: steps.map((step, index) => {
      const count = reached[index] ?? 0;
      const previous = index === 0 ? null : (reached[index - 1] ?? 0);
      return {
        label: step.label,
        count,
        conversion: previous === null || previous === 0 ? null : count / previous,
      };
    }),
  };
};
