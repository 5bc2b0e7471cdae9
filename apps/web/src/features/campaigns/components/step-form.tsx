import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { stepDraftSchema, type StepDraft } from '@hirelane/domain/campaigns/step-config.schema';
import { Button, buttonClasses } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { editorVariablesFrom, useTemplateVariablesQuery } from '../api/template-variables';
import { campaignPaths } from '../campaign-paths';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { MESSAGE_STEP_TYPES } from '../step-groups';
import { LockedNote } from '../../../components/ui/locked-note';
import { StepConfigEditor } from './step-config-editor';
import { StepPreview } from './step-preview';
import { StepReadOnly } from './step-read-only';

type StepFormProps = {
  workspaceId: string;
  campaignId: string;
  base: string;
  initial: StepDraft;
  /** Why the step can't be changed (locked, or no permission); null when it can. */
  readOnlyReason: string | null;
  submitLabel: string;
  /** Saves the valid draft; throws the server's error when it refuses. */
  onSave: (draft: StepDraft) => Promise<void>;
};

const validate = (draft: StepDraft) => {
  const parsed = stepDraftSchema.safeParse(draft);
  return parsed.success
    ? { draft: parsed.data, errors: {} }
    : { draft: null, errors: zodFieldErrors(parsed.error, 'config') };
};

const focusFirstInvalid = (form: HTMLFormElement) =>
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

/**
 * A step's editor with its live preview (message steps), validated with the domain's step schema
 * on save and then as you type; the server's field errors land on their fields.
 */
export function StepForm({
  workspaceId,
  campaignId,
  base,
  initial,
  readOnlyReason,
  submitLabel,
  onSave,
}: StepFormProps) {
  const paths = campaignPaths(base);
  const [draft, setDraft] = useState<StepDraft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const variablesQuery = useTemplateVariablesQuery(workspaceId);
  const variables = useMemo(() => editorVariablesFrom(variablesQuery.data), [variablesQuery.data]);
  const withPreview = MESSAGE_STEP_TYPES.includes(draft.type);

  const change = (next: StepDraft) => {
    setDraft(next);
    if (submitted) setErrors(validate(next).errors);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    setFormError(null);
    const result = validate(draft);
    setErrors(result.errors);
    if (!result.draft) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    try {
      await onSave(result.draft);
    } catch (caught) {
      if (isApiError(caught) && caught.errors.length > 0) {
        setErrors(serverFieldErrors(caught.errors, 'config'));
        focusFirstInvalid(form);
      }
      setFormError(isApiError(caught) ? caught.message : 'The step could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  const preview = withPreview ? (
    <div className="min-w-0">
      <StepPreview workspaceId={workspaceId} campaignId={campaignId} draft={draft} />
    </div>
  ) : null;

  if (readOnlyReason)
    return (
      <div className="space-y-4">
        <LockedNote>{readOnlyReason}</LockedNote>
        <div className={withPreview ? 'grid gap-6 lg:grid-cols-2' : 'max-w-2xl'}>
          <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
            <StepReadOnly draft={draft} workspaceId={workspaceId} />
          </div>
          {preview}
        </div>
        <Link to={paths.steps} className={buttonClasses('secondary')}>
          Back to steps
        </Link>
      </div>
    );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className={`space-y-5 ${withPreview ? '' : 'max-w-2xl'}`}
    >
      <div className={withPreview ? 'grid items-start gap-6 lg:grid-cols-2' : ''}>
        <div className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
          <StepConfigEditor
            draft={draft}
            onChange={change}
            errors={errors}
            variables={variables}
            workspaceId={workspaceId}
            templatesPath={paths.templates}
          />
        </div>
        {preview}
      </div>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={paths.steps} className={buttonClasses('secondary')}>
          Cancel
        </Link>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
