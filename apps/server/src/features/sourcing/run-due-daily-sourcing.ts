import { nextDailyRunAt } from '@hirelane/domain/sourcing/daily-run-time';
import { startSourcingRunSchema } from '@hirelane/domain/sourcing/sourcing.schema';
import { seesEveryProject } from '@hirelane/domain/projects/project-roles';
import { permissionsForRole } from '@hirelane/domain/workspaces/permissions';
import { workspaceRoleSchema } from '@hirelane/domain/workspaces/roles';
import type { AppContext } from '../../app-context';
import { withTransaction } from '../../db/transaction';
import { HttpError } from '../../http/http-error';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import { findMemberByUser } from '../workspaces/member-store';
import { queueSourcingRun } from './queue-sourcing-run';
import { loadSourcingJob } from './sourcing-project';
import {
  claimDueSourcingSchedules,
  recordScheduledRun,
  type SourcingScheduleRow,
} from './sourcing-schedule-store';

export const TEAMMATE_LEFT_MESSAGE =
  'Turned off: the teammate who set up the daily run is no longer in this workspace. Save it again to turn it back on.';

type Outcome = { runId: string } | { error: string; turnOff: boolean };

/** Starts one claimed schedule's run with the access its author has today. */
const startScheduledRun = async (
  app: AppContext,
  schedule: SourcingScheduleRow,
): Promise<Outcome> => {
  const member = schedule.createdBy
    ? await findMemberByUser(app.db, schedule.workspaceId, schedule.createdBy)
    : undefined;
  const role = workspaceRoleSchema.safeParse(member?.role);
  if (!member || member.status !== 'active' || !role.success || !schedule.createdBy)
    return { error: TEAMMATE_LEFT_MESSAGE, turnOff: true };
  const tenant = {
    workspaceId: schedule.workspaceId,
    memberId: member.id,
    role: role.data,
    permissions: permissionsForRole(role.data),
  };
  try {
    const access = await loadProjectAccess(app.db, tenant, schedule.projectId);
    requireProjectPermission(access, 'project:candidates:edit');
    await loadSourcingJob(app.db, schedule.workspaceId, access.project);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { error: `Turned off: ${error.message}`, turnOff: true };
  }
  const search = startSourcingRunSchema.parse({
    query: schedule.query,
    filters: schedule.filters,
    count: schedule.count,
  });
  try {
    const run = await queueSourcingRun(app, {
      ...search,
      workspaceId: schedule.workspaceId,
      projectId: schedule.projectId,
      userId: schedule.createdBy,
      seesEveryProject: seesEveryProject(role.data),
    });
    return { runId: run.id };
  } catch (error) {
    // Not enough credits today: said on the schedule, tried again tomorrow.
    if (error instanceof HttpError) return { error: error.message, turnOff: false };
    throw error;
  }
};

/**
 * The periodic job's work: claims the daily runs that are due (each moved to its next morning in
 * the same transaction, so a day never runs twice, even with two workers), then starts each.
 */
export const runDueDailySourcing = async (
  app: AppContext,
  now = new Date(),
): Promise<{ started: number; refused: number }> => {
  const due = await withTransaction(app.pool, (tx) =>
    claimDueSourcingSchedules(tx.db, now, (schedule) =>
      nextDailyRunAt(schedule.localTime, schedule.timeZone, now),
    ),
  );
  let started = 0;
  for (const schedule of due) {
    const outcome = await startScheduledRun(app, schedule);
    await recordScheduledRun(app.db, schedule, outcome);
    if ('runId' in outcome) started += 1;
  }
  return { started, refused: due.length - started };
};
