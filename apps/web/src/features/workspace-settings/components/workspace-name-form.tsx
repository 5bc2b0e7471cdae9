import { useState, type FormEvent } from 'react';
import { renameWorkspaceRequest } from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import type { WorkspaceDetails } from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { renameWorkspace } from '../api/workspace-settings';

type WorkspaceNameFormProps = {
  details: WorkspaceDetails;
  lockedReason: string | null;
  onSaved: (details: WorkspaceDetails, message: string) => void | Promise<void>;
};

export function WorkspaceNameForm({ details, lockedReason, onSaved }: WorkspaceNameFormProps) {
  const [name, setName] = useState(details.name);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const locked = lockedReason !== null;
  const unchanged = name.trim() === details.name;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = renameWorkspaceRequest.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const saved = await renameWorkspace(parsed.data.name);
      setName(saved.name);
      await onSaved(saved, 'Workspace renamed.');
    } catch (caught) {
      setError(
        isApiError(caught) && caught.status < 500
          ? (caught.fieldMessage('name') ?? caught.message)
          : 'The name could not be saved. Please try again.',
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        label="Name of this workspace"
        name="workspace-rename"
        autoComplete="organization"
        maxLength={80}
        value={name}
        error={error}
        readOnly={locked}
        hint={lockedReason ?? undefined}
        onChange={(event) => setName(event.target.value)}
        className="flex-1"
      />
      <Button
        type="submit"
        variant="secondary"
        loading={saving}
        disabled={locked || unchanged}
        className="sm:mt-7"
      >
        Save name
      </Button>
    </form>
  );
}
