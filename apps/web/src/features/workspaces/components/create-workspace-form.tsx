import { useState, type FormEvent } from 'react';
import {
  createWorkspaceRequest,
  type WorkspaceListItem,
} from '@hirelane/domain/workspaces/workspace.schema';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { createWorkspace } from '../api/create-workspace';

type CreateWorkspaceFormProps = {
  submitLabel?: string;
  /**
   * The server has made the new workspace the current one: the app switches to it. Defaults to a
   * full load of /app, as a workspace switch reloads (SPEC 4.6).
   */
  onCreated?: (workspace: WorkspaceListItem) => void;
};

const openNewWorkspace = () => window.location.assign('/app');

export function CreateWorkspaceForm({
  submitLabel = 'Create workspace',
  onCreated = openNewWorkspace,
}: CreateWorkspaceFormProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createWorkspaceRequest.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const workspace = await createWorkspace(parsed.data.name);
      // Stays busy while the page loads the new workspace.
      onCreated(workspace);
    } catch (caught) {
      if (isApiError(caught) && caught.status < 500) {
        setError(caught.fieldMessage('name') ?? caught.message);
      }
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
        label="Workspace name"
        name="workspace-name"
        placeholder="e.g. Acme Recruiting"
        autoComplete="organization"
        maxLength={80}
        value={name}
        error={error}
        onChange={(event) => setName(event.target.value)}
        className="flex-1"
      />
      <Button type="submit" loading={saving} className="sm:mt-7">
        {submitLabel}
      </Button>
    </form>
  );
}
