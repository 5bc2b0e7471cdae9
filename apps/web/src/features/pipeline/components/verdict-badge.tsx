import type { Verdict } from '@hirelane/domain/interviews/evaluation/interview-answer.schema';
import { stageTone } from '@hirelane/domain/pipeline/stage-colors';
import { SUB_STAGE_LABELS } from '@hirelane/domain/pipeline/stages';
import { TONE_CLASSES } from './stage-badge';

const BADGE = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1';

/**
 * An interview verdict in its stage colour (strong hire and hire green, maybe amber, no hire red),
 * with the score when there is one; `who` says whose verdict it is ("AI", or a person's decision).
 */
export function VerdictBadge({
  verdict,
  score = null,
  who = null,
}: {
  verdict: Verdict;
  score?: number | null;
  who?: string | null;
}) {
  return (
    <span className={`${BADGE} ${TONE_CLASSES[stageTone(verdict)]}`}>
      {who ? <span className="font-normal">{who}:</span> : null}
      {SUB_STAGE_LABELS[verdict]}
      {score !== null ? <span className="font-normal">· {score}</span> : null}
    </span>
  );
}

/** The evaluation could not score the interview: a person decides. */
export function ScoringUnavailableBadge() {
  return <span className={`${BADGE} ${TONE_CLASSES.neutral}`}>Scoring unavailable</span>;
}
