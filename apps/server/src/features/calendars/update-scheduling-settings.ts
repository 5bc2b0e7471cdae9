import type { SchedulingSettings } from '@hirelane/domain/calendars/scheduling-settings.schema';
import type { Database } from '../../db/client';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import { CALENDARS_NOT_USABLE } from './create-scheduling-link';
import { saveProjectScheduling } from '../projects/project-scheduling-store';
import { findAccountsByIds } from './scheduling-store';

/**
 * PUT /api/project/{projectId}/scheduling-settings: the project's owner or an editor sets them,
 * with connected calendars of this workspace that are working.
 */
export const updateSchedulingSettings = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  input: SchedulingSettings,
) => {
  const access = await loadProjectAccess(db, tenant, projectId);
  requireProjectPermission(access, 'project:settings:edit');
  const ids = [...new Set(input.calendar_account_ids)];
  const accounts = await findAccountsByIds(db, tenant.workspaceId, ids);
  if (accounts.length !== ids.length || accounts.some((account) => account.status !== 'verified'))
    throw unprocessable(CALENDARS_NOT_USABLE, [
      { path: 'calendar_account_ids', message: CALENDARS_NOT_USABLE },
    ]);
  const settings = { ...input, calendar_account_ids: ids };
  await saveProjectScheduling(db, {
    workspaceId: tenant.workspaceId,
    projectId: access.project.id,
    settings,
    userId,
  });
  return { settings, problem: null };
};
