import { Outlet, useParams } from 'react-router';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import { showCampaignErrorMark } from '@hirelane/domain/campaigns/campaign-rules';
import { useCampaignQuery, useCampaignStepsQuery } from '../features/campaigns/api/campaign';
import { useMailboxState } from '../features/campaigns/api/mailbox-state';
import { useCandidateQuery } from '../features/candidates/api/candidate';
import { useProjectQuery } from '../features/projects/api/project-detail';
import { useProjectMembersQuery } from '../features/projects/api/project-members';
import { UNBUILT_PROJECT_PAGES } from '../app/unbuilt-pages';
import { isApiError } from '../lib/api-error';
import { MainFrame } from './main-layout';
import { ProjectNav, type ProjectNavLink } from './project-sidebar';
import { SignedInFrame } from './signed-in-frame';

type CandidateNavInput = {
  projectId: string;
  linkedCampaign: string | null;
  /** The project's total_saved_candidates. */
  savedCandidates: number | null;
  /** SPEC 4.4: the Campaign item's error mark (showCampaignErrorMark, 'candidate'). */
  campaignAlert?: boolean;
  /** A charlie project has no search area (its project sidebar is Pipeline and Settings). */
  agent?: ProjectAgent;
};

/**
 * SPEC 2.3 candidate sidebar: Search, Pipeline (count = total_saved_candidates), Campaign, Reports;
 * less the pages not built yet (app/unbuilt-pages.ts), and less Search for a charlie project.
 */
export const candidateNavLinks = ({
  projectId,
  linkedCampaign,
  savedCandidates,
  campaignAlert = false,
  agent,
}: CandidateNavInput): ProjectNavLink[] => {
  const base = `/app/projects/${encodeURIComponent(projectId)}`;
  const links: ProjectNavLink[] = [
    { label: 'Search', path: 'search', icon: 'insights', to: `${base}/search`, count: null },
    {
      label: 'Pipeline',
      path: 'pipeline',
      icon: 'pipeline',
      to: `${base}/pipeline`,
      count: savedCandidates,
    },
    {
      label: 'Campaign',
      path: 'campaign',
      icon: 'campaigns',
      to: linkedCampaign
        ? `${base}/campaign/${encodeURIComponent(linkedCampaign)}`
        : `${base}/campaign`,
      count: null,
      alert: campaignAlert,
    },
    { label: 'Reports', path: 'reports', icon: 'reports', to: `${base}/reports`, count: null },
  ];
  return links.filter(
    (link) =>
      !UNBUILT_PROJECT_PAGES.has(link.path) && !(agent === 'charlie' && link.path === 'search'),
  );
};

function CandidateFrame({ session, projectId }: { session: SessionInfo; projectId: string }) {
  const { candidateID = '' } = useParams();
  const workspaceId = session.profile_info.current_workspace?._id ?? '';
  const project = useProjectQuery(workspaceId, projectId);
  // Shares the page's cache entry: the breadcrumb shows the name the page shows.
  const candidate = useCandidateQuery(candidateID, projectId);
  const members = useProjectMembersQuery(workspaceId, projectId);
  const campaignId = project.data?.linked_campaign ?? null;
  const campaign = useCampaignQuery(workspaceId, campaignId);
  const steps = useCampaignStepsQuery(workspaceId, campaignId);
  const mailboxes = useMailboxState(workspaceId);
  if (project.error && isApiError(project.error) && project.error.status === 404) {
    throw project.error;
  }
  const data = project.data;
  const links = data
    ? candidateNavLinks({
        projectId,
        linkedCampaign: data.linked_campaign,
        savedCandidates: data.total_saved_candidates,
        agent: data.agent,
        campaignAlert:
          campaign.data && steps.data
            ? showCampaignErrorMark(
                campaign.data,
                steps.data,
                mailboxes,
                members.data?.permissions ?? data.permissions,
                'candidate',
              )
            : false,
      })
    : null;
  const projectHome = `/app/projects/${encodeURIComponent(projectId)}`;

  return (
    <MainFrame
      session={session}
      crumbs={[
        { label: 'Projects', to: '/app/projects' },
        { label: data?.name ?? 'Project', to: projectHome },
        { label: 'Pipeline', to: `${projectHome}/pipeline` },
        { label: candidate.data?.full_name || 'Candidate' },
      ]}
      sidebar={
        <aside
          aria-label="Candidate"
          style={{ width: 272 }}
          className="hidden shrink-0 flex-col border-r border-stone-200 bg-white p-2 md:flex"
        >
          <ProjectNav links={links} label="Project" />
        </aside>
      }
    >
      <div className="border-b border-stone-100 bg-white px-2 py-1.5 md:hidden">
        <ProjectNav links={links} compact label="Project sections" />
      </div>
      <Outlet />
    </MainFrame>
  );
}

/**
 * SPEC 2.3 candidate layout: breadcrumb workspace > Projects > project > Pipeline > candidate
 * name, and the sidebar Search, Pipeline, Campaign, Reports. The page sets its title.
 */
export function CandidateLayout() {
  const { id = '' } = useParams();
  return (
    <SignedInFrame>
      {(session) => <CandidateFrame session={session} projectId={id} />}
    </SignedInFrame>
  );
}
