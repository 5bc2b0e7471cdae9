import type { DailySourcing } from '@hirelane/domain/sourcing/daily-sourcing.schema';
import type { Executor } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess } from '../projects/project-access';
import { toDailySourcing } from './daily-sourcing-view';
import { findSourcingSchedule } from './sourcing-schedule-store';

/** The project's daily run, or null when none was ever set; anyone who sees the project. */
export const getDailySourcing = async (
  db: Executor,
  tenant: TenantContext,
  projectId: string,
): Promise<DailySourcing | null> => {
  const access = await loadProjectAccess(db, tenant, projectId);
  const found = await findSourcingSchedule(db, tenant.workspaceId, access.project.id);
  return found ? toDailySourcing(found) : null;
};
