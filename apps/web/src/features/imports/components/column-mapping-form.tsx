import { useId } from 'react';
import type { CustomField } from '@hirelane/domain/pipeline/custom-field.schema';
import { targetOptions, type ColumnMapping, type MappingTarget } from '../lib/mapping';
import { columnTitle } from './csv-preview-table';

type ColumnMappingFormProps = {
  headers: readonly string[];
  /** The first data row, shown as an example of each column. */
  sample: readonly string[];
  mapping: ColumnMapping;
  customFields: readonly CustomField[];
  problems: readonly string[];
  onChange: (header: string, target: MappingTarget) => void;
};

/** One select per column of the file: which candidate field it fills, if any. */
export function ColumnMappingForm({
  headers,
  sample,
  mapping,
  customFields,
  problems,
  onChange,
}: ColumnMappingFormProps) {
  const baseId = useId();
  const options = targetOptions(customFields);
  const seen = new Set<string>();
  return (
    <fieldset
      className="min-w-0"
      aria-describedby={problems.length > 0 ? `${baseId}-problems` : undefined}
    >
      <legend className="text-base font-semibold text-stone-900">Map columns</legend>
      <p className="mt-1 text-sm text-stone-600">
        Pick the candidate field each column fills. Columns set to “Don’t import” are left out.
      </p>
      <ul className="mt-4 divide-y divide-stone-100 rounded-xl border border-stone-200">
        {headers.map((header, index) => {
          const duplicate = seen.has(header);
          seen.add(header);
          const id = `${baseId}-${index}`;
          const title = columnTitle(header, index);
          const example = sample[index]?.trim();
          return (
            <li
              key={index}
              className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <label htmlFor={id} className="block font-medium break-words text-stone-900">
                  {title}
                </label>
                <p className="truncate text-sm text-stone-600">
                  {duplicate
                    ? 'Another column has the same name; only the first one is imported.'
                    : example
                      ? `e.g. ${example}`
                      : 'Empty in the first row'}
                </p>
              </div>
              <select
                id={id}
                aria-label={`Field for column ${title}`}
                value={duplicate ? 'ignore' : (mapping[header] ?? 'ignore')}
                disabled={duplicate}
                onChange={(event) => onChange(header, event.currentTarget.value as MappingTarget)}
                className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm focus:border-orange-500 focus:ring-2 focus:ring-orange-200 focus:outline-none disabled:bg-stone-100 sm:w-60 sm:text-sm"
              >
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
      {problems.length > 0 ? (
        <div
          id={`${baseId}-problems`}
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <ul className="list-disc space-y-1 pl-4">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </fieldset>
  );
}
