import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { canEditWorkspace } from '@hirelane/domain/workspace-settings/workspace-rules';
import type {
  WorkspaceDetails,
  WorkspaceExit,
} from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import type { WorkspaceListItem } from '@hirelane/domain/workspaces/workspace.schema';
import { Button } from '../../../components/ui/button';
import { SESSION_QUERY_KEY } from '../../auth/api/session';
import { workspaceKeys } from '../../workspaces/api/query-keys';
import { CreateWorkspaceForm } from '../../workspaces/components/create-workspace-form';
import { WorkspaceSwitcher } from '../../workspaces/components/workspace-switcher';
import { ROLE_LABELS } from '../../workspaces/role-labels';
import { useWorkspaceDetailsQuery } from '../api/workspace-settings';
import { settingsKeys } from '../api/query-keys';
import { SettingsSection } from '../../../components/settings-section';
import { WorkspaceExitActions } from './workspace-exit-actions';
import { WorkspaceLogoField } from './workspace-logo-field';
import { WorkspaceNameForm } from './workspace-name-form';

type WorkspaceSectionProps = {
  workspaceId: string | null;
  workspaces: WorkspaceListItem[] | undefined;
  /** Defaults to a full reload of /app, as a workspace switch does (SPEC 4.6). */
  onExit?: (exit: WorkspaceExit) => void;
  /** After "Create workspace": defaults to a full reload of /app in the new workspace. */
  onCreated?: () => void;
};

const startOver = () => window.location.assign('/app');

/** #workspace: name and logo, switch or create, leave or delete the current workspace. */
export function WorkspaceSection({
  workspaceId,
  workspaces,
  onExit = startOver,
  onCreated = startOver,
}: WorkspaceSectionProps) {
  const queryClient = useQueryClient();
  const details = useWorkspaceDetailsQuery(workspaceId);
  const data = details.data;
  const edit = data ? canEditWorkspace(data.role) : null;
  const lockedReason = edit && !edit.allowed ? edit.reason : null;

  const saved = async (next: WorkspaceDetails, message: string) => {
    queryClient.setQueryData(settingsKeys.workspace(next._id), next);
    toast.success(message);
    // The name shows in the breadcrumb switcher and the workspace list.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: workspaceKeys.list }),
    ]);
  };

  return (
    <SettingsSection
      id="workspace"
      title="Workspace"
      description="The name and logo your team sees, your other workspaces, and leaving or deleting this one."
    >
      {workspaceId === null ? (
        <p className="text-sm text-stone-700">You are not in a workspace yet. Create one below.</p>
      ) : details.isPending ? (
        <p role="status" className="text-sm text-stone-600">
          Loading the workspace…
        </p>
      ) : !data ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
          <p>The workspace could not be loaded.</p>
          <Button variant="secondary" onClick={() => void details.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="space-y-5">
          <WorkspaceLogoField details={data} lockedReason={lockedReason} onSaved={saved} />
          <WorkspaceNameForm
            key={data.name}
            details={data}
            lockedReason={lockedReason}
            onSaved={saved}
          />
          <p className="text-sm text-stone-700">
            Your role: <strong className="text-stone-900">{ROLE_LABELS[data.role]}</strong>
          </p>
        </div>
      )}

      <div className="mt-6 space-y-5 border-t border-stone-100 pt-5">
        {workspaces && workspaces.length > 1 ? (
          <div className="sm:max-w-sm">
            <WorkspaceSwitcher workspaces={workspaces} currentId={workspaceId} />
          </div>
        ) : null}
        <div>
          <h3 className="text-sm font-semibold text-stone-900">Create another workspace</h3>
          <p className="mt-0.5 text-sm text-stone-600">
            For a different team or client. The new workspace becomes your current one.
          </p>
          <div className="mt-3">
            <CreateWorkspaceForm onCreated={onCreated} />
          </div>
        </div>
      </div>

      {data ? <WorkspaceExitActions details={data} onExit={onExit} /> : null}
    </SettingsSection>
  );
}
