import type { StepGeneration } from '@hirelane/domain/campaigns/step-generation.schema';
import { STEP_TYPE_LABELS } from '@hirelane/domain/campaigns/step-labels';
import { Button } from '../../../../components/ui/button';
import { CandidatePicker, usePreviewContext } from '../step-preview-candidate';
import { StepPreviewContent } from '../step-preview-content';
import { providerText } from './generation-labels';

type GenerationResultProps = {
  workspaceId: string;
  generation: StepGeneration;
  currentStepCount: number;
  /** Why accepting is not possible now, or null. */
  acceptBlocked: string | null;
  accepting: boolean;
  discarding: boolean;
  onAccept: () => void;
  onDiscard: () => void;
};

/** The generated steps, previewed for a candidate, to accept (replacing the steps) or discard. */
export function GenerationResult({
  workspaceId,
  generation,
  currentStepCount,
  acceptBlocked,
  accepting,
  discarding,
  onAccept,
  onDiscard,
}: GenerationResultProps) {
  const context = usePreviewContext(workspaceId, generation.campaign_id);
  const steps = generation.generated_steps;
  return (
    <section aria-labelledby="result-heading" className="space-y-4">
      <div>
        <h2 id="result-heading" className="text-lg font-semibold text-stone-900">
          {steps.length} generated steps
        </h2>
        <p className="text-sm text-stone-600">Written by: {providerText(generation.provider)}</p>
      </div>
      <CandidatePicker context={context} />
      <ol aria-label="Generated steps" className="space-y-3">
        {steps.map((draft, index) => (
          <li
            key={index}
            className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <h3 className="mb-3 text-sm font-semibold text-stone-900">
              <span className="mr-2 inline-grid size-6 place-items-center rounded-full bg-orange-100 text-xs text-orange-900">
                {index + 1}
              </span>
              {STEP_TYPE_LABELS[draft.type]}
            </h3>
            <StepPreviewContent workspaceId={workspaceId} draft={draft} values={context.values} />
          </li>
        ))}
      </ol>
      <div className="sticky bottom-0 -mx-4 border-t border-stone-200 bg-stone-50/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
        {acceptBlocked ? (
          <p className="mb-2 text-sm text-amber-900">{acceptBlocked}</p>
        ) : currentStepCount > 0 ? (
          <p className="mb-2 text-sm text-stone-700">
            Accepting replaces the campaign’s {currentStepCount} current step
            {currentStepCount > 1 ? 's' : ''}.
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onDiscard} loading={discarding} disabled={accepting}>
            Discard
          </Button>
          <Button
            onClick={onAccept}
            loading={accepting}
            disabled={acceptBlocked !== null || discarding}
          >
            Accept steps
          </Button>
        </div>
      </div>
    </section>
  );
}
