import { useParams } from 'react-router';
import { useAppSession } from '../../../lib/use-app-session';
import { useProjectQuery } from './project-detail';

/** The project of the current /app/projects/:id route (shared with the layout through the cache). */
export const useCurrentProject = () => {
  const { id = '' } = useParams();
  const session = useAppSession();
  const workspaceId = session.profile_info.current_workspace?._id ?? '';
  const project = useProjectQuery(workspaceId, id);
  return { id, workspaceId, session, project };
};
