import type { SchedulingSettings } from '@hirelane/domain/calendars/scheduling-settings.schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { calendarAccount, projectScheduling } from '../../db/schema/calendars';

export const findProjectScheduling = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
): Promise<SchedulingSettings | null> => {
  const [row] = await db
    .select({ settings: projectScheduling.settings })
    .from(projectScheduling)
    .where(
      and(
        eq(projectScheduling.workspaceId, workspaceId),
        eq(projectScheduling.projectId, projectId),
      ),
    );
  return row?.settings ?? null;
};

export const saveProjectScheduling = async (
  db: Executor,
  values: { workspaceId: string; projectId: string; settings: SchedulingSettings; userId: string },
): Promise<void> => {
  await db
    .insert(projectScheduling)
    .values({
      workspaceId: values.workspaceId,
      projectId: values.projectId,
      settings: values.settings,
      updatedBy: values.userId,
    })
    .onConflictDoUpdate({
      target: [projectScheduling.workspaceId, projectScheduling.projectId],
      set: { settings: values.settings, updatedBy: values.userId, updatedAt: sql`now()` },
    });
};

/** The status of each of these calendar accounts of the workspace (missing ones left out). */
export const calendarStatuses = async (
  db: Executor,
  workspaceId: string,
  ids: readonly string[],
): Promise<string[]> => {
  const rows = await db
    .select({ status: calendarAccount.status })
    .from(calendarAccount)
    .where(
      and(
        eq(calendarAccount.workspaceId, workspaceId),
        sql`${calendarAccount.id} = any(${sql.param([...ids])}::uuid[])`,
      ),
    );
  return rows.map((row) => row.status);
};
