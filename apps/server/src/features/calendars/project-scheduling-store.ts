import type { SchedulingSettings } from '@hirelane/domain/calendars/scheduling-settings.schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projectScheduling } from '../../db/schema/calendars';

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
