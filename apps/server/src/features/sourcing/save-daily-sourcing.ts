import { nextDailyRunAt } from '@hirelane/domain/sourcing/daily-run-time';
import type {
  DailySourcing,
  SaveDailySourcing,
} from '@hirelane/domain/sourcing/daily-sourcing.schema';
import type { AppContext } from '../../app-context';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import { toDailySourcing } from './daily-sourcing-view';
import { requireParsableQuery } from './parse-sourcing-query';
import { loadSourcingJob } from './sourcing-project';
import { findSourcingSchedule, upsertSourcingSchedule } from './sourcing-schedule-store';

/**
 * Sets the project's daily run (the search, how many, the local time and zone), or turns it off.
 * The runs search with the access of whoever saved it last; each is held and charged like a run
 * started by hand.
 */
export const saveDailySourcing = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  body: SaveDailySourcing,
  now = new Date(),
): Promise<DailySourcing> => {
  const access = await loadProjectAccess(app.db, tenant, projectId);
  requireProjectPermission(access, 'project:candidates:edit');
  await loadSourcingJob(app.db, tenant.workspaceId, access.project);
  requireParsableQuery(body.query);
  await upsertSourcingSchedule(app.db, tenant.workspaceId, access.project.id, {
    createdBy: userId,
    enabled: body.enabled,
    query: body.query,
    filters: body.filters,
    count: body.count,
    localTime: body.time,
    timeZone: body.time_zone,
    nextRunAt: body.enabled ? nextDailyRunAt(body.time, body.time_zone, now) : null,
  });
  const found = await findSourcingSchedule(app.db, tenant.workspaceId, access.project.id);
  if (!found) throw new Error('the daily run was not saved');
  return toDailySourcing(found);
};
