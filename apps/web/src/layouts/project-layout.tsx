import { Outlet, useMatches, useParams } from 'react-router';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { leafHandle } from '../app/route-handle';
import {
  firstStageCount,
  useProjectQuery,
  useStageCountsQuery,
} from '../features/projects/api/project-detail';
import {
  campaignStatusLabel,
  showCampaignErrorMark,
} from '@hirelane/domain/campaigns/campaign-rules';
import { useCampaignQuery, useCampaignStepsQuery } from '../features/campaigns/api/campaign';
import { useMailboxState } from '../features/campaigns/api/mailbox-state';
import { useProjectMembersQuery } from '../features/projects/api/project-members';
import { isApiError } from '../lib/api-error';
import { MainFrame } from './main-layout';
import { ProjectHeader } from './project-header';
import { ProjectSidebar, projectNavLinks } from './project-sidebar';
import { SignedInFrame } from './signed-in-frame';

function ProjectFrame({ session, projectId }: { session: SessionInfo; projectId: string }) {
  const title = leafHandle(useMatches())?.title;
  const workspaceId = session.profile_info.current_workspace?._id ?? '';
  // Each key holds the project id: another id in the route loads everything anew (SPEC 4.6).
  const project = useProjectQuery(workspaceId, projectId);
  const members = useProjectMembersQuery(workspaceId, projectId);
  const stages = useStageCountsQuery(workspaceId, projectId);
  const campaignId = project.data?.linked_campaign ?? null;
  const campaign = useCampaignQuery(workspaceId, campaignId);
  const steps = useCampaignStepsQuery(workspaceId, campaignId);
  const mailboxes = useMailboxState(workspaceId);

  if (project.error && isApiError(project.error) && project.error.status === 404) {
    throw project.error;
  }

  const data = project.data;
  const permissions = members.data?.permissions ?? data?.permissions ?? [];
  const pipelineCount = stages.data
    ? firstStageCount(stages.data.stages)
    : data
      ? firstStageCount(data.stages)
      : null;
  const links = data
    ? projectNavLinks({
        projectId,
        agent: data.agent,
        teamFeature: data.team_feature ?? false,
        linkedCampaign: data.linked_campaign,
        pipelineCount,
        campaignStatus:
          campaign.data && steps.data && steps.data.length > 0
            ? campaignStatusLabel(campaign.data)
            : null,
        campaignAlert:
          campaign.data && steps.data
            ? showCampaignErrorMark(campaign.data, steps.data, mailboxes, permissions, 'project')
            : false,
      })
    : null;
  const projectHome = `/app/projects/${encodeURIComponent(projectId)}`;

  return (
    <MainFrame
      session={session}
      crumbs={[
        { label: 'Projects', to: '/app/projects' },
        {
          label: data?.name ?? 'Project',
          to: projectHome,
          dropdown: {
            label: 'Switch project',
            apiUrl: '/api/project/list?sort_by=recent',
            hrefFor: (item) => `/app/projects/${encodeURIComponent(item._id ?? '')}`,
          },
        },
        ...(title && title !== 'Project' ? [{ label: title }] : []),
      ]}
      sidebar={<ProjectSidebar links={links} />}
    >
      <ProjectHeader
        session={session}
        project={data}
        members={members.data?.members ?? data?.members ?? []}
        permissions={permissions}
        links={links}
      />
      <Outlet />
    </MainFrame>
  );
}

/**
 * SPEC 2.3 project layout: breadcrumb workspace > Projects > project name, the project header
 * (members, share) and the sidebar of the project's agent with the Pipeline count.
 */
export function ProjectLayout() {
  const { id = '' } = useParams();
  return (
    <SignedInFrame>{(session) => <ProjectFrame session={session} projectId={id} />}</SignedInFrame>
  );
}
