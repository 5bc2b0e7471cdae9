import type { WorkspaceListItem } from '@hirelane/domain/workspaces/workspace.schema';
import { DeferredPopup, MENU_POPUP } from '../../../components/deferred-popup';
import { ChevronDownIcon } from '../../../components/ui/icons';

type WorkspaceMenuProps = {
  current: { _id: string; name: string } | null;
  workspaces: WorkspaceListItem[];
};

export const WORKSPACE_TRIGGER_CLASSES =
  'inline-flex min-h-9 max-w-[14rem] items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-stone-900 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500';

/** The name on the trigger; the chevron beside it becomes a spinner while switching. */
export function CurrentWorkspaceName({ current }: Pick<WorkspaceMenuProps, 'current'>) {
  return (
    <span className="truncate" data-testid="current-workspace">
      {current?.name ?? 'No workspace yet'}
    </span>
  );
}

const loadPopup = () => import('./workspace-menu-popup').then((m) => m.WorkspaceMenuPopup);

/** The first breadcrumb item: the current workspace, opening a list to switch (SPEC 2.3). */
export function WorkspaceMenu({ current, workspaces }: WorkspaceMenuProps) {
  return (
    <DeferredPopup
      kind={MENU_POPUP}
      load={loadPopup}
      trigger={{
        'aria-label': `Workspace: ${current?.name ?? 'none'}. Switch workspace`,
        className: WORKSPACE_TRIGGER_CLASSES,
        children: (
          <>
            <CurrentWorkspaceName current={current} />
            <ChevronDownIcon className="size-4 text-stone-500" />
          </>
        ),
      }}
      props={{ current, workspaces }}
    />
  );
}
