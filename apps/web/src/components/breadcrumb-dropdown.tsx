import type { BreadcrumbItem } from '@hirelane/domain/app-shell/breadcrumb.schema';
import { DeferredPopup, MENU_POPUP } from './deferred-popup';

/** SPEC 8: a failed breadcrumb dropdown shows the server message for 6 s. */
export const BREADCRUMB_ERROR_TOAST_MS = 6000;

export type BreadcrumbDropdownProps = {
  label: string;
  /** The API URL the link supplies; loaded when the menu first opens. */
  apiUrl: string;
  hrefFor: (item: BreadcrumbItem) => string;
  /** Show only the ▾ mark beside a crumb link; `label` stays the button's accessible name. */
  iconOnly?: boolean;
};

const loadMenu = () => import('./breadcrumb-dropdown-menu').then((m) => m.BreadcrumbDropdownMenu);

/** A breadcrumb's list of sibling links (SPEC 2.3); the menu's code loads on first use. */
export function BreadcrumbDropdown({ label, apiUrl, hrefFor, iconOnly }: BreadcrumbDropdownProps) {
  return (
    <DeferredPopup
      kind={MENU_POPUP}
      load={loadMenu}
      trigger={{
        ...(iconOnly ? { 'aria-label': label } : {}),
        className:
          'rounded px-1.5 py-0.5 text-sm font-medium text-stone-700 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500',
        children: (
          <>
            {iconOnly ? null : `${label} `}
            <span aria-hidden="true">▾</span>
          </>
        ),
      }}
      props={{ apiUrl, hrefFor }}
    />
  );
}
