import { useId, useState, type ReactNode } from 'react';
import { SENIORITY_LEVELS, type SeniorityLevel } from '@hirelane/domain/product/seniority-levels';
import type {
  SourcingProposal,
  StartSourcingRunInput,
} from '@hirelane/domain/sourcing/sourcing.schema';
import { PaidActionButton } from '../../billing/components/paid-action-button';
import { TextField } from '../../../components/ui/text-field';
import { SENIORITY_LABELS } from '../../projects/option-labels';

const listOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

export type SourcingFormErrors = Partial<Record<'query' | 'count' | 'form', string>>;

/** The proposed search, editable: the query, the main filters and how many people to save. */
export function SourcingForm({
  proposal,
  starting,
  errors,
  onStart,
  children,
}: {
  proposal: SourcingProposal;
  starting: boolean;
  errors: SourcingFormErrors;
  onStart: (body: StartSourcingRunInput) => Promise<void>;
  /** More ways to use the search as it stands (null while the count is invalid). */
  children?: (search: StartSourcingRunInput | null) => ReactNode;
}) {
  const queryId = useId();
  const [query, setQuery] = useState(proposal.query);
  const [mustHave, setMustHave] = useState(proposal.filters.skills_must.join(', '));
  const [locations, setLocations] = useState(proposal.filters.locations.join(', '));
  const [seniorities, setSeniorities] = useState<SeniorityLevel[]>(proposal.filters.seniorities);
  const [countText, setCountText] = useState(String(proposal.count));
  const count = Number(countText);
  const countValid = Number.isInteger(count) && count >= 1 && count <= proposal.max_count;
  const countError = countValid
    ? errors.count
    : `Enter a whole number from 1 to ${proposal.max_count}.`;

  const search: StartSourcingRunInput = {
    query,
    count,
    filters: {
      ...proposal.filters,
      skills_must: listOf(mustHave),
      locations: listOf(locations),
      seniorities,
    },
  };

  const toggle = (level: SeniorityLevel) =>
    setSeniorities((current) =>
      current.includes(level) ? current.filter((other) => other !== level) : [...current, level],
    );

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={queryId} className="block text-sm font-medium text-stone-800">
          Search query
        </label>
        <textarea
          id={queryId}
          value={query}
          rows={4}
          onChange={(event) => setQuery(event.target.value)}
          aria-invalid={errors.query ? true : undefined}
          aria-describedby={errors.query ? `${queryId}-error` : `${queryId}-hint`}
          className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 font-mono text-sm text-stone-900 shadow-sm focus:border-orange-500 focus:ring-2 focus:ring-orange-200 focus:outline-none"
        />
        {errors.query ? (
          <p id={`${queryId}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
            {errors.query}
          </p>
        ) : (
          <p id={`${queryId}-hint`} className="mt-1.5 text-sm text-stone-600">
            AND, OR, NOT, quotes and fields such as title: and skills: work as on the search page.
          </p>
        )}
      </div>
      <TextField
        label="Must-have skills (comma-separated)"
        value={mustHave}
        onChange={(event) => setMustHave(event.target.value)}
        hint="Everyone saved has all of these, besides the skills in the query."
      />
      <TextField
        label="Locations (comma-separated, any of them)"
        value={locations}
        onChange={(event) => setLocations(event.target.value)}
      />
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">Seniority (none: any)</legend>
        <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-2">
          {SENIORITY_LEVELS.map((level) => (
            <label key={level} className="flex items-center gap-1.5 text-sm text-stone-800">
              <input
                type="checkbox"
                checked={seniorities.includes(level)}
                onChange={() => toggle(level)}
                className="h-4 w-4 rounded border-stone-400 text-orange-600 focus:ring-orange-500"
              />
              {SENIORITY_LABELS[level]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Candidates to save"
        type="number"
        inputMode="numeric"
        min={1}
        max={proposal.max_count}
        value={countText}
        onChange={(event) => setCountText(event.target.value)}
        error={countError}
        hint={`${proposal.price_per_candidate} credit per saved candidate; only saved candidates are charged.`}
      />
      <p className="text-sm text-stone-600">
        People already in this project and people marked do-not-contact are never saved.
      </p>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-800">
          {errors.form}
        </p>
      ) : null}
      <PaidActionButton
        label="Start sourcing"
        action="sourcing_candidate_saved"
        quantity={countValid ? count : proposal.count}
        upTo
        variant="primary"
        loading={starting}
        blockedReason={countValid ? null : (countError ?? null)}
        onRun={() => onStart(search)}
      />
      {children?.(countValid ? search : null)}
    </div>
  );
}
