import { Outlet, useMatches, useParams } from 'react-router';
import { leafHandle } from '../app/route-handle';
import { PrefetchNavLink } from '../components/prefetch-link';
import { MainFrame } from './main-layout';
import { NavIcon, type NavIconName } from './nav-icons';
import { SignedInFrame } from './signed-in-frame';

type ProjectNavItem = { label: string; path: string; icon: NavIconName };

/**
 * SPEC 2.3 project sidebar. charlie: Pipeline and Settings. Other agents (ria): Pipeline,
 * Campaign, Inbox (team feature flag only), Reports, Insights, Settings.
 */
export const projectNavItems = (
  agent: 'ria' | 'charlie',
  teamFeature: boolean,
): ProjectNavItem[] => {
  if (agent === 'charlie') {
    return [
      { label: 'Pipeline', path: 'pipeline', icon: 'pipeline' },
      { label: 'Settings', path: 'settings', icon: 'settings' },
    ];
  }
  return [
    { label: 'Pipeline', path: 'pipeline', icon: 'pipeline' },
    { label: 'Campaign', path: 'campaign', icon: 'campaigns' },
    ...(teamFeature ? [{ label: 'Inbox', path: 'inbox', icon: 'inbox' as const }] : []),
    { label: 'Reports', path: 'reports', icon: 'reports' },
    { label: 'Insights', path: 'insights', icon: 'insights' },
    { label: 'Settings', path: 'settings', icon: 'settings' },
  ];
};

function ProjectSidebar({ projectId }: { projectId: string }) {
  const base = `/app/projects/${encodeURIComponent(projectId)}`;
  // Project details (agent, counts, linked campaign) arrive with the projects issue: until then
  // the default (ria) variant without counts or campaign badges.
  const items = projectNavItems('ria', false);
  return (
    <aside
      aria-label="Project"
      style={{ width: 272 }}
      className="hidden shrink-0 flex-col border-r border-stone-200 bg-white p-2 md:flex"
    >
      <nav aria-label="Project" className="flex flex-col gap-0.5">
        {items.map((item) => (
          <PrefetchNavLink
            key={item.path}
            to={`${base}/${item.path}`}
            className={({ isActive }) =>
              `flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 ${
                isActive ? 'bg-orange-50 text-orange-800' : 'text-stone-700 hover:bg-stone-100'
              }`
            }
          >
            <NavIcon name={item.icon} />
            {item.label}
          </PrefetchNavLink>
        ))}
      </nav>
    </aside>
  );
}

/** SPEC 2.3 project layout: breadcrumb workspace > Projects > project, the project sidebar. */
export function ProjectLayout() {
  const { id = '' } = useParams();
  const title = leafHandle(useMatches())?.title;
  const projectHome = `/app/projects/${encodeURIComponent(id)}`;
  return (
    <SignedInFrame>
      {(session) => (
        <MainFrame
          session={session}
          crumbs={[
            { label: 'Projects', to: '/app/projects' },
            { label: 'Project', to: projectHome },
            ...(title && title !== 'Project' ? [{ label: title }] : []),
          ]}
          sidebar={<ProjectSidebar projectId={id} />}
        >
          <Outlet />
        </MainFrame>
      )}
    </SignedInFrame>
  );
}
