import { Link } from 'react-router';
import type { WorkspaceListItem } from '@hirelane/domain/workspaces/workspace.schema';
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
import { CheckIcon, ChevronDownIcon } from '../../../components/ui/icons';

type WorkspaceMenuProps = {
  current: { _id: string; name: string } | null;
  workspaces: WorkspaceListItem[];
};

/** The first breadcrumb item: the current workspace, opening a list to switch (SPEC 2.3). */
export function WorkspaceMenu({ current, workspaces }: WorkspaceMenuProps) {
  const { switchTo, switching } = useSwitchWorkspace(current?._id ?? null);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`Workspace: ${current?.name ?? 'none'}. Switch workspace`}
        disabled={switching}
        className="inline-flex min-h-9 max-w-[14rem] items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-stone-900 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
      >
        <span className="truncate" data-testid="current-workspace">
          {current?.name ?? 'No workspace yet'}
        </span>
        {switching ? (
          <Spinner className="size-3.5 text-orange-600" />
        ) : (
          <ChevronDownIcon className="size-4 text-stone-500" />
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
