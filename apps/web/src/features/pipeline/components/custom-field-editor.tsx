import { useState, type FormEvent } from 'react';
import {
  CUSTOM_FIELD_TYPES,
  customFieldInputSchema,
  type CustomFieldInput,
  type CustomFieldType,
} from '@hirelane/domain/pipeline/custom-field.schema';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { CUSTOM_FIELD_TYPE_LABELS } from '../../projects/option-labels';
import { FormField, controlClasses } from '../../../components/form-field';
import { SkillChipInput } from '../../../components/skill-chip-input';

type CustomFieldEditorProps = {
  initial?: CustomFieldInput;
  /** Editing an existing field: its type is fixed (values are stored by type). */
  typeLocked?: boolean;
  submitLabel: string;
  onSubmit: (field: CustomFieldInput) => Promise<void>;
  onCancel?: () => void;
};

const MAX_OPTIONS = 50;

/** Name, type and (for single select) options of a custom field, checked as the server does. */
export function CustomFieldEditor({
  initial,
  typeLocked = false,
  submitLabel,
  onSubmit,
  onCancel,
}: CustomFieldEditorProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [type, setType] = useState<CustomFieldType>(initial?.type ?? 'text');
  const [options, setOptions] = useState<string[]>(initial?.options ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = customFieldInputSchema.safeParse({
      name,
      type,
      options: type === 'single_select' ? options : [],
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        found[String(issue.path[0] ?? 'name')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(parsed.data);
      if (!initial) {
        setName('');
        setOptions([]);
      }
    } catch (caught) {
      if (isApiError(caught)) {
        setErrors({
          name:
            caught.fieldMessage('name') ?? (caught.fieldMessage('options') ? '' : caught.message),
          options: caught.fieldMessage('options') ?? '',
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 sm:grid-cols-[1fr_12rem]"
    >
      <FormField label="Field name" required error={errors.name || undefined}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={name}
            disabled={busy}
            placeholder="e.g. Notice period"
            onChange={(event) => setName(event.target.value)}
            className={controlClasses(errors.name || undefined)}
          />
        )}
      </FormField>
      <FormField label="Type" hint={typeLocked ? 'The type of a field cannot change.' : undefined}>
        {(control) => (
          <select
            {...control}
            value={type}
            disabled={busy || typeLocked}
            onChange={(event) => setType(event.target.value as CustomFieldType)}
            className={controlClasses(undefined)}
          >
            {CUSTOM_FIELD_TYPES.map((value) => (
              <option key={value} value={value}>
                {CUSTOM_FIELD_TYPE_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {type === 'single_select' ? (
        <FormField
          label="Options"
          required
          error={errors.options || undefined}
          className="sm:col-span-2"
        >
          {(control) => (
            <SkillChipInput
              control={control}
              label="Options"
              value={options}
              onChange={setOptions}
              error={errors.options || undefined}
              placeholder="Type an option and press Enter"
              max={MAX_OPTIONS}
            />
          )}
        </FormField>
      ) : null}
      <div className="flex gap-2 sm:col-span-2 sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
