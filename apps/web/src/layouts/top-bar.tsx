import { Fragment } from 'react';
import { Link } from 'react-router';
import type { BreadcrumbItem } from '@hirelane/domain/app-shell/breadcrumb.schema';
import type { BannerInput } from '@hirelane/domain/app-shell/banners';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import type { WorkspaceListItem } from '@hirelane/domain/workspaces/workspace.schema';
import { BreadcrumbDropdown } from '../components/breadcrumb-dropdown';
import { CreditBalanceLink } from './credit-balance-link';
import { OptionalComponent } from './optional-component';
import { Logo } from '../components/ui/logo';
import { WorkspaceMenu } from '../features/workspaces/components/workspace-menu';
import { MobileMenu } from './mobile-menu';
import { ProfileMenu } from './profile-menu';

export type Crumb = {
  label: string;
  to?: string;
  /** A dropdown of sibling links loaded from an API URL (SPEC 2.3 breadcrumb trail). */
  dropdown?: { label: string; apiUrl: string; hrefFor: (item: BreadcrumbItem) => string };
};

type TopBarProps = {
  session: SessionInfo;
  workspaces: WorkspaceListItem[];
  /** Breadcrumb items after the workspace switcher. */
  crumbs: Crumb[];
  /** The credit balance (issue 16); absent or null while unknown. */
  credits?: BannerInput['credits'];
};

const Separator = () => (
  <span aria-hidden="true" className="text-stone-400">
    /
  </span>
);

/**
 * SPEC 2.3 main top bar: logo, breadcrumb (workspace switcher first), extension badge, the credit
 * balance (issue 16), profile.
 */
export function TopBar({ session, workspaces, crumbs, credits = null }: TopBarProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      <div className="flex h-14 items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <MobileMenu />
        <Logo to="/app" />
        <nav aria-label="Breadcrumb" className="ml-1 min-w-0 flex-1 sm:ml-3">
          <ol className="flex min-w-0 items-center gap-1.5 text-sm">
            <li className="flex min-w-0 items-center gap-1.5">
              <Separator />
              <WorkspaceMenu
                current={session.profile_info.current_workspace}
                workspaces={workspaces}
              />
            </li>
            {crumbs.map((crumb, index) => (
              // Keyed by position: a crumb whose label arrives later keeps its open dropdown.
              <Fragment key={index}>
                <li className="hidden min-w-0 items-center gap-1.5 sm:flex">
                  <Separator />
                  {crumb.to && index < crumbs.length - 1 ? (
                    <Link
                      to={crumb.to}
                      className="truncate rounded text-stone-700 hover:text-orange-800 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
                    >
                      {crumb.label}
                    </Link>
                  ) : (
                    <span
                      aria-current={index === crumbs.length - 1 ? 'page' : undefined}
                      className="truncate font-medium text-stone-900"
                    >
                      {crumb.label}
                    </span>
                  )}
                  {crumb.dropdown ? (
                    <BreadcrumbDropdown
                      iconOnly
                      label={crumb.dropdown.label}
                      apiUrl={crumb.dropdown.apiUrl}
                      hrefFor={crumb.dropdown.hrefFor}
                    />
                  ) : null}
                </li>
              </Fragment>
            ))}
          </ol>
        </nav>
        <div className="flex shrink-0 items-center gap-2 sm:gap-3">
          <div className="hidden sm:block">
            <OptionalComponent which="extensionDownloadBadge" />
          </div>
          <CreditBalanceLink session={session} credits={credits} />
          <ProfileMenu session={session} onboarding={!session.profile_info.has_onboarded} />
        </div>
      </div>
    </header>
  );
}
