import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import type { Job } from '@hirelane/domain/projects/job.schema';
import { Button } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/api-error';
import { SettingsSection } from '../../../../components/settings-section';
import { projectKeys } from '../../api/query-keys';
import { refreshProjectQueries, updateProject } from '../../api/project-writes';
import {
  jobFromValues,
  serverFieldErrors,
  validateJob,
  valuesFromJob,
  type FormErrors,
} from '../../job-form';
import { JobFields } from '../job-fields';
import { PermissionNote, SETTINGS_DENIED_REASON } from './permission-note';

type JobSectionProps = {
  workspaceId: string;
  projectId: string;
  agent: ProjectAgent;
  job: Job;
  canEdit: boolean;
};

/** Edit the project's job with the same fields as creation (project:settings:edit). */
export function JobSection({ workspaceId, projectId, agent, job, canEdit }: JobSectionProps) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => valuesFromJob(job));
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateJob(values, agent);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setBusy(true);
    try {
      const answer = await updateProject(projectId, { job: jobFromValues(values) });
      await Promise.all([
        refreshProjectQueries(queryClient, workspaceId, projectId),
        queryClient.invalidateQueries({ queryKey: projectKeys.job(workspaceId, job._id) }),
      ]);
      toast.success(answer.message ?? 'Job saved.');
    } catch (caught) {
      if (isApiError(caught)) {
        setErrors(serverFieldErrors(caught.errors));
        setFormError(caught.message);
      } else setFormError('The job could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection
      id="job"
      title="Job"
      description={
        agent === 'charlie'
          ? 'Charlie interviews against these details, so every field marked * is needed.'
          : 'The job this project hires for. The more detail, the better the search.'
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <fieldset disabled={!canEdit || busy} className="min-w-0">
          <legend className="sr-only">Job details</legend>
          <JobFields
            values={values}
            onChange={setValues}
            errors={errors}
            agent={agent}
            disabled={!canEdit || busy}
          />
        </fieldset>
        {formError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        ) : null}
        {canEdit ? (
          <div className="flex justify-end">
            <Button type="submit" loading={busy}>
              Save job
            </Button>
          </div>
        ) : (
          <PermissionNote id="job-denied">{SETTINGS_DENIED_REASON}</PermissionNote>
        )}
      </form>
    </SettingsSection>
  );
}
