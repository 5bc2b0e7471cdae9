import type { CustomField } from '@hirelane/domain/pipeline/custom-field.schema';
import type { CustomFilter } from '../filter-query';

type CustomFieldFilterProps = {
  field: CustomField;
  value: CustomFilter | undefined;
  onChange: (value: CustomFilter) => void;
};

const INPUT =
  'block w-full min-w-0 rounded-lg border border-stone-300 bg-white px-2.5 py-2 text-base text-stone-900 focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-200 sm:text-sm';

/** The filter input of one custom field: text contains/equals, an option, or a min..max range. */
export function CustomFieldFilter({ field, value, onChange }: CustomFieldFilterProps) {
  const legend = <legend className="text-sm font-medium text-stone-800">{field.name}</legend>;
  switch (field.type) {
    case 'text': {
      const current =
        value?.type === 'text'
          ? value
          : { type: 'text' as const, op: 'contains' as const, value: '' };
      return (
        <fieldset className="space-y-1.5">
          {legend}
          <div className="flex gap-2">
            <select
              aria-label={`${field.name}: match`}
              className={`${INPUT} w-auto`}
              value={current.op}
              onChange={(event) =>
                onChange({
                  ...current,
                  op: event.target.value === 'equals' ? 'equals' : 'contains',
                })
              }
            >
              <option value="contains">contains</option>
              <option value="equals">equals</option>
            </select>
            <input
              aria-label={`${field.name}: text`}
              className={INPUT}
              value={current.value}
              onChange={(event) => onChange({ ...current, value: event.target.value })}
            />
          </div>
        </fieldset>
      );
    }
    case 'single_select': {
      const current = value?.type === 'single_select' ? value.value : '';
      return (
        <fieldset className="space-y-1.5">
          {legend}
          <select
            aria-label={field.name}
            className={INPUT}
            value={current}
            onChange={(event) => onChange({ type: 'single_select', value: event.target.value })}
          >
            <option value="">Any</option>
            {field.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </fieldset>
      );
    }
    case 'number':
    case 'date': {
      const current = value?.type === field.type ? value : { type: field.type, min: '', max: '' };
      const inputType = field.type === 'number' ? 'number' : 'date';
      return (
        <fieldset className="space-y-1.5">
          {legend}
          <div className="flex items-center gap-2">
            <input
              type={inputType}
              aria-label={`${field.name}: from`}
              className={INPUT}
              value={current.min}
              onChange={(event) => onChange({ ...current, min: event.target.value })}
            />
            <span aria-hidden="true" className="text-stone-500">
              –
            </span>
            <input
              type={inputType}
              aria-label={`${field.name}: to`}
              className={INPUT}
              value={current.max}
              onChange={(event) => onChange({ ...current, max: event.target.value })}
            />
          </div>
        </fieldset>
      );
    }
  }
}
