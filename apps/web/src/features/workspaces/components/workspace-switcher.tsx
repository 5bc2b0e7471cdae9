import type { WorkspaceListItem } from '@hirelane/domain/workspaces/workspace.schema';
import { SelectField } from '../../../components/ui/select-field';
import { useSwitchWorkspace } from '../hooks/use-switch-workspace';

type WorkspaceSwitcherProps = { workspaces: WorkspaceListItem[]; currentId: string | null };

/** A labelled select of the user's workspaces (settings page); switching reloads the page. */
export function WorkspaceSwitcher({ workspaces, currentId }: WorkspaceSwitcherProps) {
  const { switchTo, switching } = useSwitchWorkspace(currentId);
  return (
    <SelectField
      label="Switch workspace"
      value={currentId ?? ''}
      disabled={switching}
      onChange={(event) => switchTo(event.target.value)}
      options={workspaces.map((workspace) => ({ value: workspace._id, label: workspace.name }))}
    />
  );
}
