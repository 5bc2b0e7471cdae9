import { Link } from 'react-router';
import type { WorkspaceListItem } from '@hirelane/domain/workspaces/workspace.schema';
import type { LoadedPopupProps } from '../../../components/deferred-popup';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuItemIndicator,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Spinner } from '../../../components/ui/spinner';
import { useSwitchWorkspace } from '../hooks/use-switch-workspace';
import { CheckIcon } from '../../../components/ui/icons';
import { CurrentWorkspaceName } from './workspace-menu';

type WorkspaceMenuPopupProps = LoadedPopupProps & {
  current: { _id: string; name: string } | null;
  workspaces: WorkspaceListItem[];
};

/** The workspace switcher's menu, loaded on first use of its trigger (workspace-menu.tsx). */
export function WorkspaceMenuPopup({
  current,
  workspaces,
  trigger,
  triggerRef,
}: WorkspaceMenuPopupProps) {
  const { switchTo, switching } = useSwitchWorkspace(current?._id ?? null);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger {...trigger} ref={triggerRef} disabled={switching}>
        {switching ? (
          <>
            <CurrentWorkspaceName current={current} />
            <Spinner className="size-3.5 text-orange-600" />
          </>
        ) : (
          trigger.children
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-56">
        <DropdownMenuLabel>Workspaces</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current?._id ?? ''} onValueChange={switchTo}>
          {workspaces.map((workspace) => (
            <DropdownMenuRadioItem key={workspace._id} value={workspace._id}>
              <span className="truncate">{workspace.name}</span>
              <DropdownMenuItemIndicator>
                <CheckIcon className="size-4 text-orange-700" />
              </DropdownMenuItemIndicator>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/app/new-workspace">Create workspace</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
