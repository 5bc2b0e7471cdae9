import { Link } from 'react-router';
import type { CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import { stepDraftSchema } from '@hirelane/domain/campaigns/step-config.schema';
import { STEP_TYPE_LABELS } from '@hirelane/domain/campaigns/step-labels';
import type { VariableValues } from '@hirelane/domain/campaigns/template-variables';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAppQuery } from '../../../lib/use-app-query';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCampaignRoute } from '../api/use-campaign-route';
import { campaignPaths } from '../campaign-paths';
import { GeneratePromptCard } from '../components/generate/generate-prompt-card';
import { CampaignLoadState, CampaignPage } from '../components/page-states';
import { CandidatePicker, usePreviewContext } from '../components/step-preview-candidate';
import { StepPreviewContent } from '../components/step-preview-content';

/** Adds `from` (where the AI close layout's X leads) to a path. */
const keepFrom = (path: string, from: string | undefined): string =>
  from ? `${path}${path.includes('?') ? '&' : '?'}from=${encodeURIComponent(from)}` : path;

function StepCard({
  step,
  workspaceId,
  values,
  editHref,
}: {
  step: CampaignStep;
  workspaceId: string;
  values: VariableValues;
  editHref: string;
}) {
  const draft = stepDraftSchema.safeParse({ type: step.type, config: step.config });
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="mb-3 flex items-center gap-2 text-sm font-semibold text-stone-900">
        <span className="inline-grid size-6 place-items-center rounded-full bg-orange-100 text-xs text-orange-900">
          {step.order}
        </span>
        {STEP_TYPE_LABELS[step.type]}
      </h2>
      {draft.success ? (
        <StepPreviewContent workspaceId={workspaceId} draft={draft.data} values={values} />
      ) : (
        <p className="text-sm text-stone-600">
          This step is not complete yet.{' '}
          <Link to={editHref} className="font-medium text-orange-800 underline">
            Finish it
          </Link>
        </p>
      )}
    </li>
  );
}

function StepsPreview({
  workspaceId,
  campaignId,
  steps,
  base,
}: {
  workspaceId: string;
  campaignId: string;
  steps: readonly CampaignStep[];
  base: string;
}) {
  const context = usePreviewContext(workspaceId, campaignId);
  const paths = campaignPaths(base);
  if (steps.length === 0)
    return (
      <EmptyState
        title="No steps to preview yet"
        description="Add the campaign’s first step, or let AI draft the sequence, then preview it here for any candidate of the project."
        action={{ label: 'Back to steps', to: paths.steps }}
      />
    );
  return (
    <>
      <CandidatePicker context={context} />
      <ol aria-label="Campaign steps" className="space-y-3">
        {steps.map((step) => (
          <StepCard
            key={step._id}
            step={step}
            workspaceId={workspaceId}
            values={context.values}
            editHref={paths.edit(step.order)}
          />
        ))}
      </ol>
    </>
  );
}

/**
 * /app/projects/{id}/campaign/{campaignID?}/steps/preview: every step for a chosen candidate; with
 * show=prompt, the entry to generating steps (SPEC 2.1).
 */
export function StepsPreviewPage() {
  const { show, from } = useAppQuery();
  const prompt = show === 'prompt';
  usePageTitle(prompt ? 'Generate steps with AI' : 'Preview steps');
  const { workspaceId, campaignId, campaign, steps, project, base } = useCampaignRoute();

  if (!campaign.data || !steps.data || !campaignId || !base)
    return (
      <CampaignPage title="Preview steps" description="The campaign as candidates will receive it.">
        <CampaignLoadState
          projectLoading={project.isPending}
          campaignId={campaignId}
          error={campaign.error ?? steps.error}
        />
      </CampaignPage>
    );

  const paths = campaignPaths(base);
  if (prompt)
    return (
      <CampaignPage
        title="Generate steps with AI"
        description="Draft the whole sequence in one go, then review it."
      >
        <GeneratePromptCard generateHref={keepFrom(paths.generate, from)} stepsHref={paths.steps} />
      </CampaignPage>
    );

  return (
    <CampaignPage
      title="Preview steps"
      description="Every step of the campaign as this candidate will receive it."
      actions={
        <Link to={paths.steps} className={buttonClasses('secondary')}>
          Back to steps
        </Link>
      }
    >
      <StepsPreview
        workspaceId={workspaceId}
        campaignId={campaignId}
        steps={steps.data}
        base={base}
      />
    </CampaignPage>
  );
}
