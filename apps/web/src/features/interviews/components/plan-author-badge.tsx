import type { PlanAuthor } from '@hirelane/domain/interviews/interview-design.schema';
import { SparklesIcon } from '../../../components/ui/icons';

export const PLAN_AUTHOR_LABELS: Record<PlanAuthor, string> = {
  model: 'Written by the AI model',
  question_bank: 'Built-in question bank',
};

/** Who wrote the proposal the plan started from. */
export function PlanAuthorBadge({ author }: { author: PlanAuthor }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-orange-50 px-2.5 py-1 text-xs font-semibold text-orange-800 ring-1 ring-orange-200">
      <SparklesIcon className="size-3.5" />
      {PLAN_AUTHOR_LABELS[author]}
    </span>
  );
}
