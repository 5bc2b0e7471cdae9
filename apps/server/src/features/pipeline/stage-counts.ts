import type { ProjectAgent } from '@hirelane/domain/product/agents';
import type { StageCount } from '@hirelane/domain/pipeline/stage-count.schema';
import {
  STAGE_LABELS,
  STAGES_BY_AGENT,
  SUB_STAGES_BY_STAGE,
} from '@hirelane/domain/pipeline/stages';

export type StageCountRow = { stage: string; subStage: string | null; count: number };

/**
 * The agent's stage tabs in order, each with its count and its sub-stages (zeros included);
 * `all` counts everyone in the project, whatever their stage.
 */
export const buildStageCounts = (agent: ProjectAgent, rows: StageCountRow[]): StageCount[] => {
  let total = 0;
  const byStage = new Map<string, number>();
  const bySubStage = new Map<string, number>();
  for (const row of rows) {
    total += row.count;
    byStage.set(row.stage, (byStage.get(row.stage) ?? 0) + row.count);
    if (row.subStage) {
      const key = `${row.stage}/${row.subStage}`;
      bySubStage.set(key, (bySubStage.get(key) ?? 0) + row.count);
    }
  }
  return STAGES_BY_AGENT[agent].map((stage) => ({
    stage_id: stage,
    label: STAGE_LABELS[stage],
    count: stage === 'all' ? total : (byStage.get(stage) ?? 0),
    sub_stages:
      stage === 'all'
        ? []
        : (SUB_STAGES_BY_STAGE[stage] ?? []).map((subStage) => ({
            sub_stage_id: subStage,
            count: bySubStage.get(`${stage}/${subStage}`) ?? 0,
          })),
  }));
};
