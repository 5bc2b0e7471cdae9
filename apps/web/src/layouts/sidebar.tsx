import { useState } from 'react';
import { Link } from 'react-router';
import { EXTENSION_INSTALL_PAGE } from '@hirelane/domain/extension/extension-key';
import { UNBUILT_APP_PAGES } from '../app/unbuilt-pages';
import { PrefetchNavLink } from '../components/prefetch-link';
import { projectLabel, type RecentProject } from '../features/projects/api/recent-projects';
import { projectBackgroundImage } from '../features/projects/project-backgrounds';
import { NavIcon, type NavIconName } from './nav-icons';

/** SPEC 2.3 / 9: the sidebar is 272 px wide; it can be collapsed to its icons. */
export const SIDEBAR_WIDTH_PX = 272;
const COLLAPSED_KEY = 'hirelane:sidebar-collapsed';

type SidebarItem = { label: string; to: string; icon: NavIconName; end?: boolean };

/** SPEC 2.3's items, less the pages not built yet (app/unbuilt-pages.ts). */
export const SIDEBAR_ITEMS: SidebarItem[] = (
  [
    { label: 'Activity', to: '/app', icon: 'activity', end: true },
    { label: 'Projects', to: '/app/projects', icon: 'projects' },
    { label: 'Reports', to: '/app/reports', icon: 'reports' },
    { label: 'Support', to: '/app/book-a-demo', icon: 'support' },
    { label: 'Settings', to: '/app/settings', icon: 'settings' },
  ] satisfies SidebarItem[]
).filter((item) => !UNBUILT_APP_PAGES.has(item.to));

/**
 * SPEC 2.3's Free Tools, each opened in a new tab: our own public tool pages (decision 029) and the
 * extension's download page (decision 044).
 */
export const FREE_TOOLS: { label: string; href: string; icon: NavIconName; rel: string }[] = [
  {
    label: 'Browser extension',
    href: EXTENSION_INSTALL_PAGE,
    icon: 'extension',
    rel: 'noopener',
  },
  { label: 'Boolean Builder', href: '/tools/boolean-builder', icon: 'tool', rel: 'noopener' },
  {
    label: 'Resume to Email Generator',
    href: '/tools/resume-to-email',
    icon: 'tool',
    rel: 'noopener',
  },
];

const readCollapsed = (): boolean => {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
};

/** SPEC 2.3: each recent project shows its background image (bg_image_id 1..12). */
export const projectBackground = (project: RecentProject): string =>
  projectBackgroundImage(project.meta?.bg_image_id, project._id);

/** How many recent projects the sidebar lists; the projects page has them all. */
export const RECENT_PROJECTS_SHOWN = 5;

const linkClasses = (active: boolean, collapsed: boolean) =>
  `flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 ${
    collapsed ? 'justify-center' : ''
  } ${active ? 'bg-orange-50 text-orange-800' : 'text-stone-700 hover:bg-stone-100'}`;

type SidebarProps = { recentProjects: RecentProject[] };

/** The main layout's sidebar (hidden below 768 px, where the mobile menu takes over). */
export function Sidebar({ recentProjects }: SidebarProps) {
  const [collapsed, setCollapsed] = useState(readCollapsed);

  const toggle = () => {
    setCollapsed((value) => {
      try {
        window.localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      } catch {
        // Not remembered across visits; still toggles.
      }
      return !value;
    });
  };

  return (
    <aside
      aria-label="Sidebar"
      style={{ width: collapsed ? 64 : SIDEBAR_WIDTH_PX }}
      className="hidden shrink-0 flex-col overflow-y-auto border-r border-stone-200 bg-white transition-[width] md:flex"
    >
      <div className={`flex p-2 ${collapsed ? 'justify-center' : 'justify-end'}`}>
        <button
          type="button"
          onClick={toggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          className="grid size-8 place-items-center rounded-lg text-stone-600 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
        >
          <NavIcon name={collapsed ? 'expand' : 'collapse'} className="size-4" />
        </button>
      </div>
      <nav aria-label="Main" className="flex flex-col gap-0.5 px-2">
        {SIDEBAR_ITEMS.map((item) => (
          <PrefetchNavLink
            key={item.to}
            to={item.to}
            end={item.end ?? false}
            title={collapsed ? item.label : undefined}
            className={({ isActive }) => linkClasses(isActive, collapsed)}
          >
            <NavIcon name={item.icon} />
            <span className={collapsed ? 'sr-only' : ''}>{item.label}</span>
          </PrefetchNavLink>
        ))}
      </nav>

      {collapsed ? null : (
        <>
          <section aria-labelledby="recent-projects-heading" className="mt-6 px-2">
            <h2
              id="recent-projects-heading"
              className="px-3 text-xs font-semibold uppercase tracking-wide text-stone-600"
            >
              Recent Projects
            </h2>
            {recentProjects.length === 0 ? (
              <p className="px-3 py-2 text-sm text-stone-600">
                No projects yet. Your recently opened projects show up here.
              </p>
            ) : (
              <ul className="mt-2 flex flex-col gap-1.5">
                {recentProjects.slice(0, RECENT_PROJECTS_SHOWN).map((project) => (
                  <li key={project._id}>
                    <Link
                      to={`/app/projects/${encodeURIComponent(project._id)}`}
                      style={{ backgroundImage: projectBackground(project) }}
                      className="block truncate rounded-lg px-3 py-2.5 text-sm font-semibold text-stone-900 shadow-sm ring-1 ring-black/5 hover:ring-orange-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
                    >
                      {projectLabel(project)}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="free-tools-heading" className="mt-6 px-2 pb-6">
            <h2
              id="free-tools-heading"
              className="px-3 text-xs font-semibold uppercase tracking-wide text-stone-600"
            >
              Free Tools
            </h2>
            <ul className="mt-1 flex flex-col gap-0.5">
              {FREE_TOOLS.map((tool) => (
                <li key={tool.label}>
                  <a
                    href={tool.href}
                    target="_blank"
                    rel={tool.rel}
                    className={linkClasses(false, false)}
                  >
                    <NavIcon name={tool.icon} />
                    <span className="flex-1">{tool.label}</span>
                    <NavIcon name="external" className="size-3.5 text-stone-500" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </aside>
  );
}
