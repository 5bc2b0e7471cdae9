import { abbreviateNumber } from '@hirelane/domain/format/abbreviate-number';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import { UNBUILT_PROJECT_PAGES } from '../app/unbuilt-pages';
import { PrefetchNavLink } from '../components/prefetch-link';
import { NavIcon, type NavIconName } from './nav-icons';
import { AlertCircleIcon } from '../components/ui/icons';

type ProjectNavItem = { label: string; path: string; icon: NavIconName };

/**
 * SPEC 2.3 project sidebar. charlie: Pipeline and Settings. Other agents (ria): Pipeline,
 * Campaign, Inbox (team feature flag only), Reports, Workflows (issue 19), Insights, Settings;
 * less the pages that are
 * not built yet (app/unbuilt-pages.ts), which would be links to nowhere.
 */
export const projectNavItems = (agent: ProjectAgent, teamFeature: boolean): ProjectNavItem[] =>
  specNavItems(agent, teamFeature).filter((item) => !UNBUILT_PROJECT_PAGES.has(item.path));

const specNavItems = (agent: ProjectAgent, teamFeature: boolean): ProjectNavItem[] => {
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
    { label: 'Workflows', path: 'workflows', icon: 'workflows' },
    { label: 'Insights', path: 'insights', icon: 'insights' },
    { label: 'Settings', path: 'settings', icon: 'settings' },
  ];
};

export type ProjectNavInput = {
  projectId: string;
  agent: ProjectAgent;
  teamFeature: boolean;
  /** The project's linked campaign: the Campaign item links to it. */
  linkedCampaign: string | null;
  /** Count of the first pipeline stage (`all`), shown on the Pipeline item. */
  pipelineCount: number | null;
  /** SPEC 2.3: the Campaign item's Running or Paused badge, only when it has steps. */
  campaignStatus?: 'Running' | 'Paused' | null;
  /** SPEC 4.4: the Campaign item's error mark (showCampaignErrorMark, 'project'). */
  campaignAlert?: boolean;
};

export type ProjectNavLink = ProjectNavItem & {
  to: string;
  count: number | null;
  badge?: 'Running' | 'Paused' | null;
  /** An error mark: the campaign needs attention (SPEC 4.4). */
  alert?: boolean;
};

export const CAMPAIGN_ALERT_LABEL = 'Campaign needs attention';

/** The sidebar's links for one project, with their targets and the Pipeline count. */
export const projectNavLinks = ({
  projectId,
  agent,
  teamFeature,
  linkedCampaign,
  pipelineCount,
  campaignStatus = null,
  campaignAlert = false,
}: ProjectNavInput): ProjectNavLink[] => {
  const base = `/app/projects/${encodeURIComponent(projectId)}`;
  return projectNavItems(agent, teamFeature).map((item) => ({
    ...item,
    to:
      item.path === 'campaign' && linkedCampaign
        ? `${base}/campaign/${encodeURIComponent(linkedCampaign)}`
        : `${base}/${item.path}`,
    count: item.path === 'pipeline' ? pipelineCount : null,
    badge: item.path === 'campaign' ? campaignStatus : null,
    alert: item.path === 'campaign' && campaignAlert,
  }));
};

const linkClasses = ({ isActive }: { isActive: boolean }, compact: boolean) =>
  `flex shrink-0 items-center gap-3 rounded-lg text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 ${
    compact ? 'min-h-9 px-3 py-1.5' : 'min-h-10 px-3 py-2'
  } ${isActive ? 'bg-orange-50 text-orange-800' : 'text-stone-700 hover:bg-stone-100'}`;

type ProjectNavProps = { links: ProjectNavLink[] | null; compact?: boolean; label: string };

/** The links themselves; `compact` is the horizontal strip shown on small screens. */
export function ProjectNav({ links, compact = false, label }: ProjectNavProps) {
  return (
    <nav
      aria-label={label}
      className={compact ? 'flex gap-1 overflow-x-auto' : 'flex flex-col gap-0.5'}
    >
      {links === null
        ? Array.from({ length: 3 }, (_, index) => (
            <span
              key={index}
              aria-hidden="true"
              className="block h-10 w-full animate-pulse rounded-lg bg-stone-100"
            />
          ))
        : links.map((item) => (
            <PrefetchNavLink
              key={item.path}
              to={item.to}
              className={(state) => linkClasses(state, compact)}
            >
              <NavIcon name={item.icon} />
              <span className="flex-1">{item.label}</span>
              {item.count !== null ? (
                <span
                  data-testid="pipeline-count"
                  className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold tabular-nums text-stone-700"
                >
                  {abbreviateNumber(item.count)}
                  <span className="sr-only"> candidates</span>
                </span>
              ) : null}
              {item.badge ? (
                <span
                  data-testid="campaign-status"
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                    item.badge === 'Running'
                      ? 'bg-green-100 text-green-800'
                      : 'bg-stone-100 text-stone-700'
                  }`}
                >
                  {item.badge}
                </span>
              ) : null}
              {item.alert ? (
                <AlertCircleIcon
                  title={CAMPAIGN_ALERT_LABEL}
                  data-testid="campaign-error-mark"
                  className="size-4 text-red-600"
                />
              ) : null}
            </PrefetchNavLink>
          ))}
    </nav>
  );
}

/** SPEC 2.3 project sidebar (272 px, from 768 px up). `links` is null while the project loads. */
export function ProjectSidebar({ links }: { links: ProjectNavLink[] | null }) {
  return (
    <aside
      aria-label="Project"
      style={{ width: 272 }}
      className="hidden shrink-0 flex-col border-r border-stone-200 bg-white p-2 md:flex"
    >
      <ProjectNav links={links} label="Project" />
    </aside>
  );
}
