import type { ProjectAgent } from '../product/agents';
import { STAGE_LABELS, STAGES_BY_AGENT, type CandidateStage } from '../pipeline/stages';
import type { OutreachCounts } from './project-report.schema';
import { addDays } from './report-range';

/** The stages of a project's pipeline in their order (the stage tabs without `all`). */
export const reportStages = (agent: ProjectAgent): CandidateStage[] =>
  STAGES_BY_AGENT[agent].filter((stage): stage is CandidateStage => stage !== 'all');

/**
 * The stage a person comes from on the way to each stage, for the conversion between stages:
 * charlie's four verdicts all follow the completed interview; rejected is off the way.
 */
const PREVIOUS_STAGE: Partial<Record<CandidateStage, CandidateStage>> = {
  in_campaign: 'shortlisted',
  completed: 'in_campaign',
  interview_completed: 'invited',
  strong_hire: 'interview_completed',
  hire: 'interview_completed',
  maybe: 'interview_completed',
  no_hire: 'interview_completed',
};

export const ratio = (part: number, whole: number): number | null =>
  whole > 0 ? part / whole : null;

export type StageCount = { stage: string; count: number };

const lookup = (rows: readonly StageCount[], stage: string): number =>
  rows.find((row) => row.stage === stage)?.count ?? 0;

/** Every stage of the agent with its people now, its entries in the range and the conversion. */
export const buildStageRows = (
  agent: ProjectAgent,
  current: readonly StageCount[],
  entered: readonly StageCount[],
) =>
  reportStages(agent).map((stage) => {
    const previous = PREVIOUS_STAGE[stage];
    const into = lookup(entered, stage);
    return {
      stage,
      label: STAGE_LABELS[stage],
      current: lookup(current, stage),
      entered: into,
      conversion: previous === undefined ? null : ratio(into, lookup(entered, previous)),
    };
  });

export type RawOutreachCounts = Omit<OutreachCounts, 'replyRate' | 'opened' | 'clicked'> & {
  opened: number;
  clicked: number;
};

/**
 * Opens and clicks only when the campaign tracks them (otherwise null, never a misleading 0);
 * the reply rate is replies per delivered e-mail (sent and not bounced).
 */
export const finishOutreachCounts = (
  raw: RawOutreachCounts,
  tracking: { opens: boolean; clicks: boolean },
): OutreachCounts => ({
  ...raw,
  opened: tracking.opens ? raw.opened : null,
  clicked: tracking.clicks ? raw.clicked : null,
  replyRate: ratio(raw.replied, raw.delivered),
});

/** One row per day of the range (both ends included), 0 where nothing happened. */
export const fillDays = (
  from: string,
  to: string,
  rows: readonly { day: string; count: number }[],
): { day: string; count: number }[] => {
  const byDay = new Map(rows.map((row) => [row.day, row.count]));
  const days: { day: string; count: number }[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    days.push({ day, count: byDay.get(day) ?? 0 });
  }
  return days;
};
