import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sourcingRun, sourcingSchedule } from '../../db/schema/sourcing';

export type SourcingScheduleRow = typeof sourcingSchedule.$inferSelect;
export type SourcingScheduleValues = Pick<
  SourcingScheduleRow,
  'createdBy' | 'enabled' | 'query' | 'filters' | 'count' | 'localTime' | 'timeZone' | 'nextRunAt'
>;

/** The project's schedule with its last run's status and count, if any. */
export const findSourcingSchedule = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
) => {
  const [row] = await db
    .select({
      schedule: sourcingSchedule,
      lastRun: {
        id: sourcingRun.id,
        status: sourcingRun.status,
        saved: sourcingRun.saved,
        createdAt: sourcingRun.createdAt,
      },
    })
    .from(sourcingSchedule)
    .leftJoin(
      sourcingRun,
      and(
        eq(sourcingRun.workspaceId, sourcingSchedule.workspaceId),
        eq(sourcingRun.id, sourcingSchedule.lastRunId),
      ),
    )
    .where(
      and(eq(sourcingSchedule.workspaceId, workspaceId), eq(sourcingSchedule.projectId, projectId)),
    );
  return row;
};

/** Creates or replaces the project's schedule; a new setting clears the last error. */
export const upsertSourcingSchedule = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  values: SourcingScheduleValues,
): Promise<void> => {
  await db
    .insert(sourcingSchedule)
    .values({ workspaceId, projectId, ...values })
    .onConflictDoUpdate({
      target: sourcingSchedule.projectId,
      set: { ...values, lastError: null, updatedAt: sql`now()` },
    });
};

/**
 * Claims the schedules due at `now` (skipping those another worker holds) and moves each to its
 * next morning in the same statement, so a day's run is started at most once.
 */
export const claimDueSourcingSchedules = async (
  db: Executor,
  now: Date,
  nextRunOf: (schedule: SourcingScheduleRow) => Date,
  limit = 20,
): Promise<SourcingScheduleRow[]> => {
  const due = await db
    .select()
    .from(sourcingSchedule)
    .where(and(eq(sourcingSchedule.enabled, true), sql`${sourcingSchedule.nextRunAt} <= ${now}`))
    .orderBy(sourcingSchedule.nextRunAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  for (const schedule of due)
    await db
      .update(sourcingSchedule)
      .set({ nextRunAt: nextRunOf(schedule), updatedAt: sql`now()` })
      .where(
        and(
          eq(sourcingSchedule.workspaceId, schedule.workspaceId),
          eq(sourcingSchedule.id, schedule.id),
        ),
      );
  return due;
};

/** What became of a claimed run: the run it started, or why none started (and whether to stop). */
export const recordScheduledRun = async (
  db: Executor,
  schedule: Pick<SourcingScheduleRow, 'workspaceId' | 'id'>,
  outcome: { runId: string } | { error: string; turnOff: boolean },
): Promise<void> => {
  await db
    .update(sourcingSchedule)
    .set(
      'runId' in outcome
        ? { lastRunId: outcome.runId, lastError: null, updatedAt: sql`now()` }
        : {
            lastError: outcome.error,
            ...(outcome.turnOff ? { enabled: false, nextRunAt: null } : {}),
            updatedAt: sql`now()`,
          },
    )
    .where(
      and(
        eq(sourcingSchedule.workspaceId, schedule.workspaceId),
        eq(sourcingSchedule.id, schedule.id),
      ),
    );
};
