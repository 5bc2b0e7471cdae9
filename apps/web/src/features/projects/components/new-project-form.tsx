import { useState, type FormEvent } from 'react';
import { DEFAULT_PROJECT_AGENT, type ProjectAgent } from '@hirelane/domain/product/agents';
import { projectNameSchema } from '@hirelane/domain/projects/project.schema';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { createProject } from '../api/project-writes';
import {
  EMPTY_JOB,
  jobFromValues,
  serverFieldErrors,
  validateJob,
  type FormErrors,
} from '../job-form';
import { AgentPicker } from './agent-picker';
import { FormField, controlClasses } from '../../../components/form-field';
import { JobFields } from './job-fields';

type NewProjectFormProps = {
  onCreated: (project: { _id: string; linked_campaign: string; linked_job: string }) => void;
  onCancel: () => void;
};

const firstInvalidField = (form: HTMLFormElement) =>
  form.querySelector<HTMLElement>('[aria-invalid="true"]');

/**
 * A new project: name, agent (Ria by default, or Charlie) and the job. Charlie needs the complete
 * job details: the required fields are marked when Charlie is picked, and checked before sending.
 * The server's 422 field errors are shown next to their fields.
 */
export function NewProjectForm({ onCreated, onCancel }: NewProjectFormProps) {
  const [name, setName] = useState('');
  const [agent, setAgent] = useState<ProjectAgent>(DEFAULT_PROJECT_AGENT);
  const [job, setJob] = useState(EMPTY_JOB);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const validate = (next: { name: string; agent: ProjectAgent; job: typeof job }): FormErrors => {
    const found = validateJob(next.job, next.agent);
    const parsedName = projectNameSchema.safeParse(next.name);
    if (!parsedName.success) found.name = parsedName.error.issues[0]?.message;
    return found;
  };

  // After a first attempt the messages follow the typing, so fixed fields clear at once.
  const update = (next: { name?: string; agent?: ProjectAgent; job?: typeof job }) => {
    const merged = { name, agent, job, ...next };
    if (next.name !== undefined) setName(next.name);
    if (next.agent !== undefined) setAgent(next.agent);
    if (next.job !== undefined) setJob(next.job);
    if (submitted) setErrors(validate(merged));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    setFormError(null);
    const found = validate({ name, agent, job });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => firstInvalidField(form)?.focus());
      return;
    }
    setBusy(true);
    try {
      const created = await createProject({ name: name.trim(), agent, job: jobFromValues(job) });
      onCreated(created);
    } catch (error) {
      if (isApiError(error) && error.errors.length > 0) {
        setErrors(serverFieldErrors(error.errors));
        requestAnimationFrame(() => firstInvalidField(form)?.focus());
      }
      setFormError(isApiError(error) ? error.message : 'The project could not be created.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-5">
      <FormField label="Project name" required error={errors.name}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={name}
            autoFocus
            placeholder="e.g. Backend hiring Q3"
            onChange={(event) => update({ name: event.target.value })}
            className={controlClasses(errors.name)}
          />
        )}
      </FormField>

      <AgentPicker value={agent} onChange={(next) => update({ agent: next })} />

      <section aria-labelledby="new-project-job" className="space-y-3">
        <div>
          <h3 id="new-project-job" className="text-base font-semibold text-stone-900">
            Job
          </h3>
          <p className="text-sm text-stone-600">
            {agent === 'charlie'
              ? 'Charlie needs the complete job details to interview candidates. Fields marked * are required.'
              : 'Only the job title is required; the more you add, the better the search. Fields marked * are required.'}
          </p>
        </div>
        <JobFields
          values={job}
          onChange={(next) => update({ job: next })}
          errors={errors}
          agent={agent}
        />
      </section>

      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-2 border-t border-stone-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Create project
        </Button>
      </div>
    </form>
  );
}
