import { SOURCE_LABELS, type CandidateSource } from '@hirelane/domain/product/candidate-sources';
import { stageTone, type StageTone } from '@hirelane/domain/pipeline/stage-colors';
import {
  STAGE_LABELS,
  SUB_STAGE_LABELS,
  type PipelineStage,
  type SubStage,
} from '@hirelane/domain/pipeline/stages';

/** Stage name colours (SPEC 4.5), each at least 4.5:1 against its background. */
export const TONE_CLASSES: Record<StageTone, string> = {
  neutral: 'bg-stone-100 text-stone-700 ring-stone-300',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
  progress: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  success: 'bg-green-50 text-green-800 ring-green-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
};

/** The dot before a stage name in tabs and column headers. */
export const TONE_DOTS: Record<StageTone, string> = {
  neutral: 'bg-stone-400',
  info: 'bg-sky-500',
  progress: 'bg-indigo-500',
  success: 'bg-green-600',
  warning: 'bg-amber-500',
  danger: 'bg-red-600',
};

const BADGE = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1';

export function StageBadge({
  stage,
  subStage = null,
}: {
  stage: PipelineStage;
  subStage?: SubStage | null;
}) {
  return (
    <span className={`${BADGE} ${TONE_CLASSES[stageTone(stage)]}`}>
      {STAGE_LABELS[stage]}
      {subStage ? <span className="font-normal">· {SUB_STAGE_LABELS[subStage]}</span> : null}
    </span>
  );
}

/** The source; a partner's submission names the partner (decision 051). */
export function SourceBadge({
  source,
  submittedBy = null,
}: {
  source: CandidateSource;
  submittedBy?: string | null | undefined;
}) {
  return (
    <span className={`${BADGE} bg-white text-stone-700 ring-stone-300`}>
      {submittedBy ?? SOURCE_LABELS[source]}
    </span>
  );
}
