import type { StepGeneration } from '@hirelane/domain/campaigns/step-generation.schema';
import { joinWithAnd } from '@hirelane/domain/campaigns/render-template';
import { Spinner } from '../../../../components/ui/spinner';
import { CHANNEL_LABELS, providerText } from './generation-labels';

type GeneratingStateProps = {
  generation: StepGeneration;
  projectName: string | undefined;
  jobTitle: string | undefined;
  /** e.g. "Paused · 3 steps". */
  campaignSummary: string;
};

/** SPEC 3 generating flag: shown while the writer works on this campaign of this project. */
export function GeneratingState({
  generation,
  projectName,
  jobTitle,
  campaignSummary,
}: GeneratingStateProps) {
  const channels = joinWithAnd(
    generation.request.channels.map((channel) => CHANNEL_LABELS[channel]),
  );
  return (
    <section
      aria-labelledby="generating-heading"
      aria-busy="true"
      className="rounded-2xl border border-orange-200 bg-white p-6 text-center shadow-sm sm:p-8"
    >
      <Spinner className="size-8 text-orange-700" />
      <h2 id="generating-heading" className="mt-4 text-lg font-semibold text-stone-900">
        Generating your steps…
      </h2>
      <p role="status" className="mt-2 text-stone-700">
        Writing {generation.request.number_of_steps} {channels} messages
        {jobTitle ? ` for ${jobTitle}` : ''}.
      </p>
      <dl className="mx-auto mt-4 grid max-w-md grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-left text-sm">
        <dt className="text-stone-500">Project</dt>
        <dd className="text-stone-900">{projectName ?? generation.project_id}</dd>
        <dt className="text-stone-500">Campaign</dt>
        <dd className="text-stone-900">{campaignSummary}</dd>
        <dt className="text-stone-500">Writer</dt>
        <dd className="text-stone-900">{providerText(generation.provider)}</dd>
      </dl>
      <p className="mt-4 text-sm text-stone-600">
        You can leave this page: the steps will wait here for you to review.
      </p>
    </section>
  );
}
