import { useState, type FormEvent } from 'react';
import {
  checkCustomFieldValue,
  type CustomField,
  type CustomFieldValue,
} from '@hirelane/domain/pipeline/custom-field.schema';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useSetCustomValues } from '../api/candidate';
import { Section } from '../../../components/section-card';

type CustomFieldsEditorProps = {
  candidateId: string;
  projectId: string;
  fields: CustomField[];
  values: Record<string, CustomFieldValue>;
};

const INPUT =
  'block w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 focus:border-orange-500 focus:ring-2 focus:ring-orange-200 focus:outline-none sm:text-sm';

export const displayValue = (value: CustomFieldValue | undefined): string =>
  value === null || value === undefined || value === '' ? '—' : String(value);

function FieldRow({
  field,
  value,
  candidateId,
  projectId,
}: {
  field: CustomField;
  value: CustomFieldValue | undefined;
  candidateId: string;
  projectId: string;
}) {
  const save = useSetCustomValues(candidateId, projectId);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = `custom-field-${field._id}`;
  const errorId = `${inputId}-error`;

  const start = () => {
    setDraft(value === null || value === undefined ? '' : String(value));
    setError(null);
    setEditing(true);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCustomFieldValue(field, draft);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    try {
      await save.mutateAsync({ [field._id]: checked.value });
      setEditing(false);
    } catch (failure) {
      setError(
        isApiError(failure)
          ? (failure.fieldMessage(`values.${field._id}`) ?? failure.message)
          : 'The value could not be saved.',
      );
    }
  };

  if (!editing) {
    return (
      <li className="flex items-center gap-3 py-2">
        <span className="w-36 shrink-0 text-sm text-stone-600">{field.name}</span>
        <span className="min-w-0 flex-1 truncate text-sm text-stone-900">
          {displayValue(value)}
        </span>
        <Button variant="ghost" onClick={start} aria-label={`Edit ${field.name}`}>
          Edit
        </Button>
      </li>
    );
  }
  const common = {
    id: inputId,
    value: draft,
    className: INPUT,
    autoFocus: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <li>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-2 py-2">
        <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
          {field.name}
        </label>
        <div className="flex flex-wrap items-start gap-2">
          <div className="min-w-0 flex-1 basis-48">
            {field.type === 'single_select' ? (
              <select {...common} onChange={(event) => setDraft(event.target.value)}>
                <option value="">None</option>
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={field.type === 'number' ? 'number' : field.type === 'date' ? 'date' : 'text'}
                onChange={(event) => setDraft(event.target.value)}
              />
            )}
          </div>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
          <Button variant="secondary" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </form>
    </li>
  );
}

/** The project's custom fields for this candidate, each editable in place. */
export function CustomFieldsEditor({
  candidateId,
  projectId,
  fields,
  values,
}: CustomFieldsEditorProps) {
  const sorted = [...fields].sort((a, b) => a.position - b.position);
  return (
    <Section title="Custom fields">
      {sorted.length === 0 ? (
        <p className="text-sm text-stone-600">
          This project has no custom fields. Add them in the project settings.
        </p>
      ) : (
        <ul aria-label="Custom fields" className="divide-y divide-stone-100">
          {sorted.map((field) => (
            <FieldRow
              key={field._id}
              field={field}
              value={values[field._id]}
              candidateId={candidateId}
              projectId={projectId}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}
