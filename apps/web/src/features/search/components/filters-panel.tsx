import { useId, useState, type ReactNode } from 'react';
import { SENIORITY_LEVELS } from '@hirelane/domain/product/seniority-levels';
import type { TalentSearchFilters } from '@hirelane/domain/search/talent-search.schema';
import { Button } from '../../../components/ui/button';
import { SENIORITY_LABELS } from '../../projects/option-labels';
import { DEFAULT_FILTERS } from '../search-url-state';
import { ChipsField } from './chips-field';

type FiltersPanelProps = {
  filters: TalentSearchFilters;
  onChange: (filters: TalentSearchFilters) => void;
};

type ListKey = {
  [K in keyof TalentSearchFilters]: TalentSearchFilters[K] extends string[] ? K : never;
}[keyof TalentSearchFilters];
type FlagKey = {
  [K in keyof TalentSearchFilters]: TalentSearchFilters[K] extends boolean ? K : never;
}[keyof TalentSearchFilters];

const FLAGS: [FlagKey, string][] = [
  ['has_email', 'Has an e-mail address'],
  ['has_phone', 'Has a phone number'],
  ['has_linkedin', 'Has a LinkedIn profile'],
  ['exclude_in_project', 'Leave out people already in this project'],
  ['exclude_do_not_contact', 'Leave out do-not-contact people'],
];

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 border-t border-stone-100 pt-3 first:border-t-0 first:pt-0">
      <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-stone-600">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

function Checkbox(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-8 items-center gap-2 text-sm text-stone-800">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        className="size-4 rounded border-stone-400 accent-orange-700"
      />
      {props.label}
    </label>
  );
}

const yearsOf = (text: string): number | null => {
  const value = Number(text);
  return text.trim() === '' || !Number.isInteger(value) || value < 0 || value > 70 ? null : value;
};

/** Years min and max, applied when the field is left or Enter is pressed. */
function YearsFields({ filters, onChange }: FiltersPanelProps) {
  const id = useId();
  const [min, setMin] = useState(filters.years_min?.toString() ?? '');
  const [max, setMax] = useState(filters.years_max?.toString() ?? '');
  const applied = `${filters.years_min}-${filters.years_max}`;
  const [shownFor, setShownFor] = useState(applied);
  if (shownFor !== applied) {
    setShownFor(applied);
    setMin(filters.years_min?.toString() ?? '');
    setMax(filters.years_max?.toString() ?? '');
  }
  const minValue = yearsOf(min);
  const maxValue = yearsOf(max);
  const invalid = minValue !== null && maxValue !== null && minValue > maxValue;
  const apply = () => {
    if (invalid) return;
    if (minValue !== filters.years_min || maxValue !== filters.years_max)
      onChange({ ...filters, years_min: minValue, years_max: maxValue });
  };
  const field = (label: string, value: string, set: (value: string) => void) => (
    <label className="block flex-1 text-sm font-medium text-stone-800">
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={70}
        value={value}
        onChange={(event) => set(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-200 sm:text-sm"
      />
    </label>
  );
  return (
    <div>
      <div className="flex gap-2">
        {field('Years at least', min, setMin)}
        {field('Years at most', max, setMax)}
      </div>
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          The minimum years cannot be above the maximum.
        </p>
      ) : null}
    </div>
  );
}

/** Every filter of the talent search contract; each change is applied at once. */
export function FiltersPanel({ filters, onChange }: FiltersPanelProps) {
  const list = (key: ListKey, label: string, placeholder?: string) => (
    <ChipsField
      label={label}
      values={filters[key]}
      onChange={(values) => onChange({ ...filters, [key]: values })}
      {...(placeholder ? { placeholder } : {})}
      max={key === 'skills_must' || key === 'skills_nice' ? 30 : 20}
    />
  );

  return (
    <div className="space-y-4">
      <Group legend="Role">
        {list('titles', 'Job titles', 'e.g. Backend Engineer')}
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">Seniority</legend>
          <div className="mt-1 grid grid-cols-2 gap-x-2">
            {SENIORITY_LEVELS.map((level) => (
              <Checkbox
                key={level}
                label={SENIORITY_LABELS[level]}
                checked={filters.seniorities.includes(level)}
                onChange={(checked) =>
                  onChange({
                    ...filters,
                    seniorities: checked
                      ? SENIORITY_LEVELS.filter(
                          (item) => item === level || filters.seniorities.includes(item),
                        )
                      : filters.seniorities.filter((item) => item !== level),
                  })
                }
              />
            ))}
          </div>
        </fieldset>
        <YearsFields filters={filters} onChange={onChange} />
      </Group>
      <Group legend="Skills">
        {list('skills_must', 'Must have')}
        {list('skills_nice', 'Nice to have')}
      </Group>
      <Group legend="Place and companies">
        {list('locations', 'Locations', 'City, region or country')}
        {list('companies_include', 'Current company is')}
        {list('companies_exclude', 'Current company is not')}
        {list('past_companies_include', 'Worked at')}
        {list('past_companies_exclude', 'Never worked at')}
        {list('schools', 'Schools')}
      </Group>
      <Group legend="Contact and exclusions">
        {FLAGS.map(([key, label]) => (
          <Checkbox
            key={key}
            label={label}
            checked={filters[key]}
            onChange={(checked) => onChange({ ...filters, [key]: checked })}
          />
        ))}
      </Group>
      <Button variant="ghost" className="w-full" onClick={() => onChange(DEFAULT_FILTERS)}>
        Clear filters
      </Button>
    </div>
  );
}
