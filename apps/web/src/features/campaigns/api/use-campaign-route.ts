import { useParams } from 'react-router';
import { useProjectMembersQuery } from '../../projects/api/project-members';
import { useCurrentProject } from '../../projects/api/use-current-project';
import { campaignBase } from '../campaign-paths';
import { useCampaignQuery, useCampaignStepsQuery } from './campaign';

/**
 * The campaign of a /app/projects/:id/campaign/:campaignID? route: the id in the route, or the
 * project's linked campaign when the route leaves it out (SPEC 2.1). Shares the project layout's
 * cache entries, so the campaign, its steps and the viewer's permissions are usually there already.
 */
export const useCampaignRoute = () => {
  const { campaignID } = useParams();
  const { id: projectId, workspaceId, session, project } = useCurrentProject();
  const members = useProjectMembersQuery(workspaceId, projectId);
  const campaignId = campaignID ?? project.data?.linked_campaign ?? null;
  const campaign = useCampaignQuery(workspaceId, campaignId);
  const steps = useCampaignStepsQuery(workspaceId, campaignId);
  const permissions = members.data?.permissions ?? project.data?.permissions ?? [];
  return {
    projectId,
    workspaceId,
    session,
    project,
    /** Whether the route named the campaign (false: it uses the project's linked campaign). */
    routeHasCampaignId: campaignID !== undefined,
    campaignId,
    campaign,
    steps,
    permissions,
    base: campaignId ? campaignBase(projectId, campaignId) : null,
  };
};
