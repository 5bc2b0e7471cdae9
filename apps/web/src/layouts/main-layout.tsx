import type { ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { leafHandle } from '../app/route-handle';
import { OptionalComponent } from './optional-component';
import { SignedInFrame } from './signed-in-frame';
import { Sidebar } from './sidebar';
import { TopBanner } from './top-banner';
import { TopBar, type Crumb } from './top-bar';
import { useShellData } from './use-shell-data';

type MainFrameProps = {
  session: SessionInfo;
  crumbs: Crumb[];
  /** Replaces the main sidebar (the project layout's own). */
  sidebar?: ReactNode;
  children: ReactNode;
};

/**
 * Banner, top bar, sidebar and the page. The open Get Started checklist is docked in the page's
 * row (beside it from 1024 px, after it below), so it never covers the page's actions; folded to
 * its floating pill, the row keeps room under the page for it.
 */
export function MainFrame({ session, crumbs, sidebar, children }: MainFrameProps) {
  const shell = useShellData(session);
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <TopBanner banner={shell.banner} />
      <TopBar
        session={session}
        workspaces={shell.workspaces}
        crumbs={crumbs}
        credits={shell.credits}
      />
      <div className="flex min-h-0 flex-1">
        {sidebar ?? <Sidebar recentProjects={shell.recentProjects} />}
        <div className="flex min-w-0 flex-1 flex-col has-[[data-checklist-pill]]:pb-20 lg:flex-row lg:items-start">
          <div id="content" className="min-w-0 flex-1 self-stretch">
            {children}
          </div>
          <OptionalComponent which="getStartedChecklist" />
        </div>
      </div>
    </div>
  );
}

/** SPEC 2.3 main layout for the app area. */
export function MainLayout() {
  const title = leafHandle(useMatches())?.title;
  return (
    <SignedInFrame>
      {(session) => (
        <MainFrame session={session} crumbs={title ? [{ label: title }] : []}>
          <Outlet />
        </MainFrame>
      )}
    </SignedInFrame>
  );
}
