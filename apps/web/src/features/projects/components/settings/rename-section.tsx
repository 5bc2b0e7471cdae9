import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { projectNameSchema } from '@hirelane/domain/projects/project.schema';
import { Button } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/api-error';
import { SettingsSection } from '../../../../components/settings-section';
import { refreshProjectQueries, updateProject } from '../../api/project-writes';
import { FormField, controlClasses } from '../../../../components/form-field';
import { PermissionNote, SETTINGS_DENIED_REASON } from './permission-note';

type RenameSectionProps = {
  workspaceId: string;
  projectId: string;
  name: string;
  canEdit: boolean;
};

/** Rename the project (project:settings:edit). */
export function RenameSection({ workspaceId, projectId, name, canEdit }: RenameSectionProps) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = projectNameSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const answer = await updateProject(projectId, { name: parsed.data });
      await refreshProjectQueries(queryClient, workspaceId, projectId);
      toast.success(answer.message ?? 'Project renamed.');
    } catch (caught) {
      const message = isApiError(caught)
        ? (caught.fieldMessage('name') ?? caught.message)
        : undefined;
      setError(message ?? 'The project could not be renamed.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection
      id="general"
      title="Name"
      description="How the project appears in lists, the sidebar and the breadcrumb."
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <FormField label="Project name" required error={error} className="flex-1">
          {(control) => (
            <input
              {...control}
              type="text"
              value={value}
              disabled={!canEdit || busy}
              aria-describedby={canEdit ? control['aria-describedby'] : 'rename-denied'}
              onChange={(event) => setValue(event.target.value)}
              className={controlClasses(error)}
            />
          )}
        </FormField>
        <Button
          type="submit"
          loading={busy}
          disabled={!canEdit || value.trim() === name}
          className="sm:mt-7"
        >
          Rename
        </Button>
      </form>
      {canEdit ? null : (
        <PermissionNote id="rename-denied">{SETTINGS_DENIED_REASON}</PermissionNote>
      )}
    </SettingsSection>
  );
}
