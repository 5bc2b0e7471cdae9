import type { StepDraft } from '@hirelane/domain/campaigns/step-config.schema';
import { CandidatePicker, usePreviewContext } from './step-preview-candidate';
import { StepPreviewContent } from './step-preview-content';

type StepPreviewProps = { workspaceId: string; campaignId: string; draft: StepDraft };

/** A step being written, previewed for a candidate of the project (or sample values). */
export function StepPreview({ workspaceId, campaignId, draft }: StepPreviewProps) {
  const context = usePreviewContext(workspaceId, campaignId);
  return (
    <section
      aria-label="Preview"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 className="text-base font-semibold text-stone-900">Preview</h2>
      <CandidatePicker context={context} />
      <StepPreviewContent workspaceId={workspaceId} draft={draft} values={context.values} />
    </section>
  );
}
