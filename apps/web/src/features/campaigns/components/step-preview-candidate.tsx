import { useId, useMemo, useState } from 'react';
import type { VariableValues } from '@hirelane/domain/campaigns/template-variables';
import { Spinner } from '../../../components/ui/spinner';
import { SAMPLE_CANDIDATE_VALUES, usePreviewValuesQuery } from '../api/preview-values';
import { dummyValuesFrom, useTemplateVariablesQuery } from '../api/template-variables';

export const NO_CANDIDATES_MESSAGE = 'No candidates in this project yet — showing sample values';

/** The values a preview uses: a real candidate's, or sample ones when the project has none. */
export const usePreviewContext = (workspaceId: string, campaignId: string) => {
  const [candidateId, setCandidateId] = useState<string | null>(null);
  const preview = usePreviewValuesQuery(workspaceId, campaignId, candidateId);
  const variables = useTemplateVariablesQuery(workspaceId);
  const data = preview.data;
  const sample = data !== undefined && data.candidate === null;
  const values = useMemo<VariableValues>(() => {
    if (!data) return {};
    if (!sample) return data.values;
    const known = Object.entries(data.values).filter(([, value]) => value !== null);
    return {
      ...SAMPLE_CANDIDATE_VALUES,
      ...dummyValuesFrom(variables.data),
      ...Object.fromEntries(known),
    };
  }, [data, sample, variables.data]);
  return {
    candidateId: data?.candidate?._id ?? candidateId,
    setCandidateId,
    candidates: data?.candidates ?? [],
    values,
    sample,
    isPending: preview.isPending && campaignId.length > 0,
    isError: preview.isError,
    isFetching: preview.isFetching,
  };
};

export type PreviewContext = ReturnType<typeof usePreviewContext>;

/** "Preview for": the project's candidates, or the note that sample values are shown. */
export function CandidatePicker({ context }: { context: PreviewContext }) {
  const id = useId();
  if (context.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
        <Spinner /> Loading the project’s candidates…
      </p>
    );
  if (context.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        The candidate values could not be loaded; placeholders are shown unfilled.
      </p>
    );
  if (context.sample)
    return (
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {NO_CANDIDATES_MESSAGE}
      </p>
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        Preview for
      </label>
      <select
        id={id}
        value={context.candidateId ?? ''}
        onChange={(event) => context.setCandidateId(event.target.value)}
        className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-200 sm:max-w-xs sm:text-sm"
      >
        {context.candidates.map((candidate) => (
          <option key={candidate._id} value={candidate._id}>
            {candidate.full_name}
          </option>
        ))}
      </select>
      {context.isFetching ? <Spinner className="size-4 text-stone-500" /> : null}
    </div>
  );
}
