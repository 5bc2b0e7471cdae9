import { useState } from 'react';
import { toast } from 'sonner';
import type { WorkspaceListItem } from '@hirelane/domain/workspaces/workspace.schema';
import { SelectField } from '../../../components/ui/select-field';
import { isApiError } from '../../../lib/api-error';
import { switchWorkspace } from '../api/switch-workspace';

const SWITCH_TOAST_MS = 4000;

type WorkspaceSwitcherProps = { workspaces: WorkspaceListItem[]; currentId: string | null };

/** SPEC 4.6/7: success reloads the page; a refusal or failure is an error toast for 4 s. */
export function WorkspaceSwitcher({ workspaces, currentId }: WorkspaceSwitcherProps) {
  const [switching, setSwitching] = useState(false);

  const onChange = async (workspaceId: string) => {
    if (workspaceId === currentId) return;
    setSwitching(true);
    try {
      const answer = await switchWorkspace(workspaceId);
      if (answer.success) {
        window.location.reload();
        return;
      }
      toast.error(answer.message ?? 'Something went wrong', { duration: SWITCH_TOAST_MS });
    } catch (error) {
      const serverRefused = isApiError(error) && error.status >= 400 && error.status < 500;
      toast.error(serverRefused ? error.message : 'Something went wrong', {
        duration: SWITCH_TOAST_MS,
      });
    }
    setSwitching(false);
  };

  return (
    <SelectField
      label="Switch workspace"
      value={currentId ?? ''}
      disabled={switching}
      onChange={(event) => void onChange(event.target.value)}
      options={workspaces.map((workspace) => ({ value: workspace._id, label: workspace.name }))}
    />
  );
}
