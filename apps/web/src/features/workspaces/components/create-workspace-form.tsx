import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { createWorkspaceRequest } from '@hirelane/domain/workspaces/workspace.schema';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { createWorkspace } from '../api/create-workspace';

type CreateWorkspaceFormProps = { submitLabel?: string };

export function CreateWorkspaceForm({
  submitLabel = 'Create workspace',
}: CreateWorkspaceFormProps) {
  const queryClient = useQueryClient();
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
      toast.success(`Workspace “${workspace.name}” created.`);
      setName('');
      await queryClient.invalidateQueries();
    } catch (caught) {
      if (isApiError(caught) && caught.status < 500) {
        setError(caught.fieldMessage('name') ?? caught.message);
      }
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
