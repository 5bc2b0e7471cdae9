import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { SettingsSection } from '../../../../components/settings-section';
import { projectKeys } from '../../api/query-keys';
import { archiveProject, deleteProject, refreshProjectQueries } from '../../api/project-writes';
import { DELETE_DENIED_REASON, PermissionNote, SETTINGS_DENIED_REASON } from './permission-note';

type LifecycleSectionProps = {
  workspaceId: string;
  projectId: string;
  name: string;
  archived: boolean;
  canEdit: boolean;
  canDelete: boolean;
};

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** Archive or unarchive (project:settings:edit) and delete (project:delete, after a confirm). */
export function LifecycleSection({
  workspaceId,
  projectId,
  name,
  archived,
  canEdit,
  canDelete,
}: LifecycleSectionProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [archiving, setArchiving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const toggleArchived = async () => {
    setArchiving(true);
    try {
      const answer = await archiveProject(projectId, !archived);
      await refreshProjectQueries(queryClient, workspaceId, projectId);
      toast.success(answer.message ?? (archived ? 'Project restored.' : 'Project archived.'));
    } catch (error) {
      toast.error(errorText(error, 'The project could not be changed.'));
    } finally {
      setArchiving(false);
    }
  };

  const remove = async () => {
    try {
      const answer = await deleteProject(projectId);
      toast.success(answer.message ?? `“${name}” was deleted.`);
      queryClient.removeQueries({ queryKey: projectKeys.project(workspaceId, projectId) });
      await queryClient.invalidateQueries({ queryKey: projectKeys.all(workspaceId) });
      await navigate('/app/projects', { replace: true });
    } catch (error) {
      toast.error(errorText(error, 'The project could not be deleted.'));
    }
  };

  return (
    <SettingsSection
      id="lifecycle"
      title="Archive or delete"
      description="Archived projects leave your lists and the sidebar but keep everything; you can restore them at any time."
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4 sm:flex-row sm:items-center">
          <div className="flex-1">
            <h3 className="font-semibold text-stone-900">
              {archived ? 'Restore this project' : 'Archive this project'}
            </h3>
            <p className="text-sm text-stone-600">
              {archived
                ? 'It comes back to your project list and the sidebar.'
                : 'Hide it from your project list and the sidebar. Nothing is deleted.'}
            </p>
          </div>
          <Button
            variant="secondary"
            loading={archiving}
            disabled={!canEdit}
            aria-describedby={canEdit ? undefined : 'archive-denied'}
            onClick={() => void toggleArchived()}
          >
            {archived ? 'Unarchive project' : 'Archive project'}
          </Button>
        </div>
        {canEdit ? null : (
          <PermissionNote id="archive-denied">{SETTINGS_DENIED_REASON}</PermissionNote>
        )}

        <div className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50/40 p-4 sm:flex-row sm:items-center">
          <div className="flex-1">
            <h3 className="font-semibold text-red-900">Delete this project</h3>
            <p className="text-sm text-stone-700">
              Its pipeline, custom fields, saved searches and campaign go with it. This cannot be
              undone.
            </p>
          </div>
          <Button
            variant="danger"
            disabled={!canDelete}
            aria-describedby={canDelete ? undefined : 'delete-denied'}
            onClick={() => setConfirmDelete(true)}
          >
            Delete project
          </Button>
        </div>
        {canDelete ? null : (
          <PermissionNote id="delete-denied">{DELETE_DENIED_REASON}</PermissionNote>
        )}
      </div>

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        header={`Delete “${name}”?`}
        description="The project, its pipeline, custom fields, saved searches and campaign are deleted for everyone. This cannot be undone."
        confirmText="Delete project"
        cancelText="Keep project"
        destructive
        onConfirm={remove}
      />
    </SettingsSection>
  );
}
