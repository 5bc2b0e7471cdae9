import { and, eq } from 'drizzle-orm';
import type { InterviewPlan } from '@hirelane/domain/interviews/interview-plan.schema';
import type { InterviewSettings } from '@hirelane/domain/interviews/interview-settings.schema';
import type { Executor } from '../../db/client';
import { interviewDesign } from '../../db/schema/interviews';

export type InterviewDesignRow = typeof interviewDesign.$inferSelect;

export const findInterviewDesign = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
): Promise<InterviewDesignRow | undefined> => {
  const [row] = await db
    .select()
    .from(interviewDesign)
    .where(
      and(eq(interviewDesign.workspaceId, workspaceId), eq(interviewDesign.projectId, projectId)),
    );
  return row;
};

/** Writes the plan or the settings of the project's design, creating its row on first save. */
export const saveInterviewDesign = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  userId: string,
  change: { plan: InterviewPlan } | { settings: InterviewSettings },
): Promise<InterviewDesignRow> => {
  const now = new Date();
  const [row] = await db
    .insert(interviewDesign)
    .values({ workspaceId, projectId, updatedBy: userId, ...change })
    .onConflictDoUpdate({
      target: interviewDesign.projectId,
      set: { ...change, updatedBy: userId, updatedAt: now },
      // A project belongs to one workspace; the guard keeps a stray id from crossing over.
      setWhere: eq(interviewDesign.workspaceId, workspaceId),
    })
    .returning();
  if (!row) throw new Error('interview design upsert returned nothing');
  return row;
};
