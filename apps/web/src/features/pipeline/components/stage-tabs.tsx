import { useRef, type KeyboardEvent } from 'react';
import type { StageCount } from '@hirelane/domain/pipeline/stage-count.schema';
import { stageTone } from '@hirelane/domain/pipeline/stage-colors';
import {
  STAGE_LABELS,
  SUB_STAGE_LABELS,
  SUB_STAGES_BY_STAGE,
  type PipelineStage,
  type SubStage,
} from '@hirelane/domain/pipeline/stages';
import { TONE_DOTS } from './stage-badge';

type StageTabsProps = {
  stages: readonly PipelineStage[];
  counts: readonly StageCount[];
  current: PipelineStage;
  onChange: (stage: PipelineStage) => void;
  /** The id of the element the tabs control. */
  panelId: string;
};

export const countOf = (counts: readonly StageCount[], stage: PipelineStage): number =>
  counts.find((entry) => entry.stage_id === stage)?.count ?? 0;

/** One tab per stage of the agent with its count; arrow keys move between tabs. */
export function StageTabs({ stages, counts, current, onChange, panelId }: StageTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const jump = event.key === 'Home' ? 0 : event.key === 'End' ? stages.length - 1 : null;
    if (step === 0 && jump === null) return;
    event.preventDefault();
    const next = jump ?? (index + step + stages.length) % stages.length;
    const stage = stages[next];
    if (stage) {
      onChange(stage);
      refs.current[next]?.focus();
    }
  };
  return (
    <div
      role="tablist"
      aria-label="Pipeline stages"
      className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1"
    >
      {stages.map((stage, index) => {
        const selected = stage === current;
        return (
          <button
            key={stage}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`stage-tab-${stage}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(stage)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`flex shrink-0 items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium whitespace-nowrap focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 ${
              selected
                ? 'border-orange-300 bg-orange-50 text-orange-900'
                : 'border-transparent text-stone-700 hover:bg-stone-100'
            }`}
          >
            <span
              aria-hidden="true"
              className={`size-2 rounded-full ${TONE_DOTS[stageTone(stage)]}`}
            />
            {STAGE_LABELS[stage]}
            <span
              data-testid={`stage-count-${stage}`}
              className="rounded-full bg-white px-2 text-xs font-semibold text-stone-700 ring-1 ring-stone-200"
            >
              {countOf(counts, stage)}
            </span>
          </button>
        );
      })}
    </div>
  );
}

type SubStageChipsProps = {
  stage: PipelineStage;
  counts: readonly StageCount[];
  current: SubStage | null;
  onChange: (subStage: SubStage | null) => void;
};

/** The sub-stages of the current stage (DESIGN §2) with their counts; a second click clears. */
export function SubStageChips({ stage, counts, current, onChange }: SubStageChipsProps) {
  const subStages = stage === 'all' ? [] : (SUB_STAGES_BY_STAGE[stage] ?? []);
  if (subStages.length === 0) return null;
  const entry = counts.find((item) => item.stage_id === stage);
  return (
    <div role="group" aria-label="Sub-stages" className="flex flex-wrap gap-2">
      {subStages.map((subStage) => {
        const pressed = current === subStage;
        const count = entry?.sub_stages.find((item) => item.sub_stage_id === subStage)?.count ?? 0;
        return (
          <button
            key={subStage}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(pressed ? null : subStage)}
            className={`min-h-8 rounded-full border px-3 py-1 text-xs font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 ${
              pressed
                ? 'border-orange-700 bg-orange-700 text-white'
                : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50'
            }`}
          >
            {SUB_STAGE_LABELS[subStage]} <span className="font-semibold">{count}</span>
          </button>
        );
      })}
    </div>
  );
}
