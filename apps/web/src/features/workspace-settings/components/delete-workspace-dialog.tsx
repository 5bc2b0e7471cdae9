import { useState, type FormEvent } from 'react';
import { confirmsWorkspaceName } from '@hirelane/domain/workspace-settings/workspace-rules';
import type { WorkspaceExit } from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { deleteWorkspace } from '../api/workspace-settings';

type DeleteWorkspaceDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceName: string;
  onDeleted: (exit: WorkspaceExit) => void;
};

/** Deleting needs the workspace name typed exactly; the server checks it again. */
export function DeleteWorkspaceDialog({
  open,
  onOpenChange,
  workspaceName,
  onDeleted,
}: DeleteWorkspaceDialogProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState(false);
  const matches = confirmsWorkspaceName(typed, workspaceName);

  const close = (next: boolean) => {
    if (deleting) return;
    if (!next) {
      setTyped('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!matches) return;
    setDeleting(true);
    setError(undefined);
    try {
      onDeleted(await deleteWorkspace(typed));
    } catch (caught) {
      setError(
        isApiError(caught) && caught.status < 500
          ? (caught.fieldMessage('confirm_name') ?? caught.message)
          : 'The workspace could not be deleted. Please try again.',
      );
      setDeleting(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={`Delete ${workspaceName}?`}
      description="Its projects, candidates, campaigns, mailboxes, templates, imports and files are deleted for everyone, at once and for good. Members keep their accounts and other workspaces."
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-5">
        <TextField
          label={`Type “${workspaceName}” to confirm`}
          name="confirm-workspace-name"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          error={error}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)} disabled={deleting}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!matches} loading={deleting}>
            Delete workspace
          </Button>
        </div>
      </form>
    </Modal>
  );
}
