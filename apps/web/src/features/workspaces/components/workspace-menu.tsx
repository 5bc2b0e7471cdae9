import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import type { WorkspaceListItem } from '@hirelane/domain/workspaces/workspace.schema';
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
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
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
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-56 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold uppercase tracking-wide text-stone-600">
            Workspaces
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current?._id ?? ''} onValueChange={switchTo}>
            {workspaces.map((workspace) => (
              <DropdownMenu.RadioItem
                key={workspace._id}
                value={workspace._id}
                className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-2 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-orange-50 data-[state=checked]:font-semibold"
              >
                <span className="truncate">{workspace.name}</span>
                <DropdownMenu.ItemIndicator>
                  <CheckIcon className="size-4 text-orange-700" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-100" />
          <DropdownMenu.Item asChild>
            <Link
              to="/app/new-workspace"
              className="block rounded-lg px-2 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-orange-50"
            >
              Create workspace
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
