import { z } from 'zod';
import type { ProjectAgent } from '../product/agents';

/** Every stage of SPEC 4.5 as spelled; `all` is the virtual first stage counting everyone. */
export const PIPELINE_STAGES = [
  'all',
  'shortlisted',
  'in_campaign',
  'invited',
  'interview_completed',
  'completed',
  'strong_hire',
  'hire',
  'maybe',
  'no_hire',
  'rejected',
] as const;
export const pipelineStageSchema = z.enum(PIPELINE_STAGES);
export type PipelineStage = z.infer<typeof pipelineStageSchema>;

/** Stages a candidate can actually sit in (everything but the virtual `all`). */
export type CandidateStage = Exclude<PipelineStage, 'all'>;
export const candidateStageSchema = pipelineStageSchema.exclude(['all']);

export const VERDICT_STAGES = ['strong_hire', 'hire', 'maybe', 'no_hire'] as const;

/** Stage tabs per agent, in order (DESIGN §2). */
export const STAGES_BY_AGENT: Record<ProjectAgent, readonly PipelineStage[]> = {
  ria: ['all', 'shortlisted', 'in_campaign', 'completed', 'rejected'],
  charlie: [
    'all',
    'invited',
    'interview_completed',
    'strong_hire',
    'hire',
    'maybe',
    'no_hire',
    'rejected',
  ],
};

/** Where a candidate lands when added to a project. */
export const ENTRY_STAGE_BY_AGENT: Record<ProjectAgent, CandidateStage> = {
  ria: 'shortlisted',
  charlie: 'invited',
};

export const STAGE_LABELS: Record<PipelineStage, string> = {
  all: 'All',
  shortlisted: 'Shortlisted',
  in_campaign: 'In campaign',
  invited: 'Pending',
  interview_completed: 'Completed',
  completed: 'Completed',
  strong_hire: 'Strong hire',
  hire: 'Hire',
  maybe: 'Maybe',
  no_hire: 'No hire',
  rejected: 'Rejected',
};

export const SUB_STAGES = [
  'new',
  'scheduled',
  'engaging',
  'strong_hire',
  'hire',
  'maybe',
  'no_hire',
] as const;
export const subStageSchema = z.enum(SUB_STAGES);
export type SubStage = z.infer<typeof subStageSchema>;

/** Sub-stages per stage (DESIGN §2); the first one is where a candidate enters. */
export const SUB_STAGES_BY_STAGE: Partial<Record<CandidateStage, readonly SubStage[]>> = {
  in_campaign: ['new', 'engaging'],
  invited: ['new', 'scheduled'],
  interview_completed: ['strong_hire', 'hire', 'maybe', 'no_hire'],
};

export const SUB_STAGE_LABELS: Record<SubStage, string> = {
  new: 'New',
  scheduled: 'Scheduled',
  engaging: 'Engaging',
  strong_hire: 'Strong hire',
  hire: 'Hire',
  maybe: 'Maybe',
  no_hire: 'No hire',
};

export const entrySubStage = (stage: CandidateStage): SubStage | null =>
  SUB_STAGES_BY_STAGE[stage]?.[0] ?? null;

export const isStageOfAgent = (agent: ProjectAgent, stage: PipelineStage): boolean =>
  STAGES_BY_AGENT[agent].includes(stage);
