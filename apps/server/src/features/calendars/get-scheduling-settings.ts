import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess } from '../projects/project-access';
import { findProjectScheduling } from '../projects/project-scheduling-store';
import { schedulingSettingsProblem } from '../projects/scheduling-settings-problem';

/** GET /api/project/{projectId}/scheduling-settings: the settings, and why they cannot be used. */
export const getSchedulingSettings = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
) => {
  const { project } = await loadProjectAccess(db, tenant, projectId);
  const settings = await findProjectScheduling(db, tenant.workspaceId, project.id);
  return {
    settings,
    problem: await schedulingSettingsProblem(db, tenant.workspaceId, settings),
  };
};
