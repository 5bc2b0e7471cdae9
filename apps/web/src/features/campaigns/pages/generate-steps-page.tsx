import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { canRegenerateSteps, campaignStatusLabel } from '@hirelane/domain/campaigns/campaign-rules';
import type { GenerateStepsRequest } from '@hirelane/domain/campaigns/step-generation.schema';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useJobQuery } from '../../projects/api/job-details';
import {
  useAcceptGeneration,
  useDiscardGeneration,
  useGenerateSteps,
  useLatestGenerationQuery,
  useTextProviderQuery,
} from '../api/generation';
import { useCampaignRoute } from '../api/use-campaign-route';
import { STEPS_DENIED_REASON, STEPS_EDIT_PERMISSION } from '../campaign-paths';
import { GenerateForm } from '../components/generate/generate-form';
import { GeneratingState } from '../components/generate/generating-state';
import { GenerationResult } from '../components/generate/generation-result';
import {
  DEFAULT_GENERATE_REQUEST,
  REPLACE_ONLY_WHEN_PAUSED,
  providerText,
} from '../components/generate/generation-labels';
import { CampaignLoadState } from '../components/page-states';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** /app/projects/{id}/campaign/{campaignID?}/steps/generate, in the campaign AI close layout. */
export function GenerateStepsPage() {
  usePageTitle('Generate steps with AI');
  const navigate = useNavigate();
  const route = useCampaignRoute();
  const { workspaceId, campaignId, campaign, steps, project, permissions, base } = route;
  const job = useJobQuery(workspaceId, project.data?.linked_job ?? undefined);
  const provider = useTextProviderQuery(workspaceId);
  const latest = useLatestGenerationQuery(workspaceId, campaignId);
  const generate = useGenerateSteps(workspaceId, campaignId ?? '');
  const accept = useAcceptGeneration(workspaceId, campaignId ?? '');
  const discard = useDiscardGeneration(workspaceId, campaignId ?? '');
  const [dismissedFailure, setDismissedFailure] = useState<string | null>(null);

  if (!campaign.data || !steps.data || !campaignId || latest.isPending)
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-8">
        <CampaignLoadState
          projectLoading={project.isPending}
          campaignId={campaignId}
          error={campaign.error ?? steps.error ?? latest.error}
        />
      </main>
    );

  const generation = latest.data;
  const currentSteps = steps.data;
  const blocked = !permissions.includes(STEPS_EDIT_PERMISSION)
    ? STEPS_DENIED_REASON
    : canRegenerateSteps(campaign.data, currentSteps, true)
      ? null
      : REPLACE_ONLY_WHEN_PAUSED;
  const campaignSummary = `${campaignStatusLabel(campaign.data)} · ${plural(currentSteps.length, 'step')}`;

  const start = (request: GenerateStepsRequest) => {
    setDismissedFailure(null);
    generate.mutate(request, {
      onError: (error) =>
        toast.error(isApiError(error) ? error.message : 'The steps could not be generated.'),
    });
  };
  const acceptSteps = async (id: string) => {
    try {
      const accepted = await accept.mutateAsync(id);
      toast.success(`${plural(accepted.length, 'step')} added to the campaign.`);
      if (base) await navigate(base);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'The steps could not be accepted.');
    }
  };
  const discardSteps = async (id: string) => {
    try {
      await discard.mutateAsync(id);
      toast('Generated steps discarded.');
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'The steps could not be discarded.');
    }
  };

  const failed = generation?.status === 'failed' && dismissedFailure !== generation._id;
  const initial = generation ? generation.request : DEFAULT_GENERATE_REQUEST;

  return (
    <main className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">Generate steps with AI</h1>
        <p className="mt-1 text-stone-600">
          {project.data?.name ?? 'This project'}
          {job.data ? ` · ${job.data.title}` : ''} · {campaignSummary}
        </p>
        <p className="mt-1 text-sm text-stone-600">
          {provider.data ? providerText(provider.data) : 'Checking which writer is set up…'}
        </p>
      </div>
      {blocked && generation?.status !== 'running' && generation?.status !== 'ready' ? (
        <p role="note" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {blocked}
        </p>
      ) : null}
      {generation?.status === 'running' ? (
        <GeneratingState
          generation={generation}
          projectName={project.data?.name}
          jobTitle={job.data?.title}
          campaignSummary={campaignSummary}
        />
      ) : generation?.status === 'ready' ? (
        <GenerationResult
          workspaceId={workspaceId}
          generation={generation}
          currentStepCount={currentSteps.length}
          acceptBlocked={blocked}
          accepting={accept.isPending}
          discarding={discard.isPending}
          onAccept={() => void acceptSteps(generation._id)}
          onDiscard={() => void discardSteps(generation._id)}
        />
      ) : failed ? (
        <section role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6">
          <h2 className="text-lg font-semibold text-red-900">The steps could not be generated</h2>
          <p className="mt-2 text-red-900">
            {generation.error ?? 'The writer stopped without an answer.'}
          </p>
          <Button className="mt-4" onClick={() => setDismissedFailure(generation._id)}>
            Try again
          </Button>
        </section>
      ) : (
        <GenerateForm
          key={generation?._id ?? 'new'}
          initial={initial}
          onSubmit={start}
          pending={generate.isPending}
          disabledReason={blocked}
        />
      )}
    </main>
  );
}
