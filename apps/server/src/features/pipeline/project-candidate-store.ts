import { and, desc, eq, sql } from 'drizzle-orm';
import type { CandidateStage, SubStage } from '@hirelane/domain/pipeline/stages';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { projectCandidate, stageHistory } from '../../db/schema/candidates';

/* A person's place in a project (project_candidate) and its stage history: pipeline owns them. */

export type ProjectLinkRow = typeof projectCandidate.$inferSelect;

/**
 * Links the person to the project at a stage; false when already linked. Entering is not a move:
 * no stage history row, the link's added_at and added_by are the entry.
 */
export const linkToProject = async (
  db: Executor,
  values: {
    workspaceId: string;
    projectId: string;
    candidateId: string;
    stage: CandidateStage;
    subStage: SubStage | null;
    source: string;
    userId: string | null;
  },
): Promise<boolean> => {
  const [link] = await db
    .insert(projectCandidate)
    .values({
      workspaceId: values.workspaceId,
      projectId: values.projectId,
      candidateId: values.candidateId,
      stage: values.stage,
      subStage: values.subStage,
      source: values.source,
      addedByUserId: values.userId,
    })
    .onConflictDoNothing()
    .returning({ id: projectCandidate.id });
  return link !== undefined;
};

export const findProjectLink = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  candidateId: string,
): Promise<ProjectLinkRow | undefined> => {
  const [row] = await db
    .select()
    .from(projectCandidate)
    .where(
      and(
        eq(projectCandidate.workspaceId, workspaceId),
        eq(projectCandidate.projectId, projectId),
        eq(projectCandidate.candidateId, candidateId),
      ),
    );
  return row;
};

export const listStageHistory = async (db: Executor, workspaceId: string, linkId: string) =>
  db
    .select({
      id: stageHistory.id,
      fromStage: stageHistory.fromStage,
      toStage: stageHistory.toStage,
      movedAt: stageHistory.movedAt,
      firstName: user.firstName,
      lastName: user.lastName,
    })
    .from(stageHistory)
    .leftJoin(user, eq(user.id, stageHistory.movedByUserId))
    .where(
      and(eq(stageHistory.workspaceId, workspaceId), eq(stageHistory.projectCandidateId, linkId)),
    )
    .orderBy(desc(stageHistory.movedAt), desc(stageHistory.id));

/**
 * The pipeline rows without a foreign key to the workspace (project_candidate, its
 * stage_history, project_stage_count; see their schema): deleted through the workspace's
 * projects, which their indexes serve, before the workspace row cascades the rest.
 */
export const deleteWorkspacePipelineRows = async (
  db: Executor,
  workspaceId: string,
): Promise<void> => {
  await db.execute(sql`
    delete from project_candidate
     where project_id in (select id from project where workspace_id = ${workspaceId})`);
  await db.execute(sql`
    delete from project_stage_count
     where project_id in (select id from project where workspace_id = ${workspaceId})`);
};
