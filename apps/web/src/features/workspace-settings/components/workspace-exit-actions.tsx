import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import {
  canDeleteWorkspace,
  canLeaveWorkspace,
} from '@hirelane/domain/workspace-settings/workspace-rules';
import type {
  WorkspaceDetails,
  WorkspaceExit,
} from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DisabledReason } from '../../../components/ui/disabled-reason';
import { LockedNote } from '../../../components/ui/locked-note';
import { isApiError } from '../../../lib/api-error';
import { leaveWorkspace } from '../api/workspace-settings';
import { DeleteWorkspaceDialog } from './delete-workspace-dialog';

type WorkspaceExitActionsProps = {
  details: WorkspaceDetails;
  /** After leaving or deleting: the page starts over in the workspace the user is in now. */
  onExit: (exit: WorkspaceExit) => void;
};

const whereNow = (exit: WorkspaceExit) =>
  exit.current_workspace ? ` You are now in ${exit.current_workspace.name}.` : '';

function ActionRow({
  title,
  text,
  reason,
  children,
}: {
  title: string;
  text: string;
  reason: string | null;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h4 className="text-sm font-semibold text-stone-900">{title}</h4>
        <p className="mt-0.5 text-sm text-stone-600">{text}</p>
        {reason ? <LockedNote className="mt-2">{reason}</LockedNote> : null}
      </div>
      <div className="shrink-0">
        {reason ? <DisabledReason reason={reason}>{children}</DisabledReason> : children}
      </div>
    </div>
  );
}

/** Leave (not the last owner) and delete (owner only, typed confirmation), with the reasons. */
export function WorkspaceExitActions({ details, onExit }: WorkspaceExitActionsProps) {
  const [leaving, setLeaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const leave = canLeaveWorkspace(details.role, details.active_owner_count);
  const remove = canDeleteWorkspace(details.role);

  const confirmLeave = async () => {
    try {
      const exit = await leaveWorkspace();
      toast.success(`You left ${details.name}.${whereNow(exit)}`);
      onExit(exit);
    } catch (caught) {
      toast.error(
        isApiError(caught) && caught.status < 500
          ? caught.message
          : 'Something went wrong. Please try again.',
      );
    }
  };

  return (
    <div className="mt-6 border-t border-stone-100 pt-2">
      <h3 className="sr-only">Leave or delete this workspace</h3>
      <div className="divide-y divide-stone-100">
        <ActionRow
          title="Leave workspace"
          text="You lose access to its projects and candidates. An owner or admin can invite you again."
          reason={leave.allowed ? null : leave.reason}
        >
          <Button
            variant="secondary"
            className="w-full sm:w-auto"
            disabled={!leave.allowed}
            onClick={() => setLeaving(true)}
          >
            Leave workspace
          </Button>
        </ActionRow>
        <ActionRow
          title="Delete workspace"
          text="Deletes the workspace and everything in it for every member. This cannot be undone."
          reason={remove.allowed ? null : remove.reason}
        >
          <Button
            variant="danger"
            className="w-full sm:w-auto"
            disabled={!remove.allowed}
            onClick={() => setDeleting(true)}
          >
            Delete workspace
          </Button>
        </ActionRow>
      </div>

      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        header={`Leave ${details.name}?`}
        description="You lose access to its projects, candidates and campaigns right away. Your LinkedIn account connected here is disconnected; its mailboxes stay with the workspace."
        confirmText="Leave workspace"
        destructive
        onConfirm={confirmLeave}
      />
      <DeleteWorkspaceDialog
        open={deleting}
        onOpenChange={setDeleting}
        workspaceName={details.name}
        onDeleted={(exit) => {
          toast.success(`${details.name} was deleted.${whereNow(exit)}`);
          onExit(exit);
        }}
      />
    </div>
  );
}
