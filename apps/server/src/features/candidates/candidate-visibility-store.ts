import { and, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { projectCandidate } from '../../db/schema/candidates';
import { project, projectMember } from '../../db/schema/projects';

/* Which of a person's projects a member sees (decision 014): read-only joins for the candidate view. */

/** Who can see a project: its members, or everyone for a workspace owner or admin. */
export const visibleProject = (
  projectIdColumn: AnyPgColumn,
  workspaceMemberId: string,
  seesAll: boolean,
) =>
  seesAll
    ? sql`true`
    : sql`exists (select 1 from ${projectMember} where ${projectMember.projectId} = ${projectIdColumn} and ${projectMember.workspaceMemberId} = ${workspaceMemberId})`;

/** True when the person is in at least one project of the workspace the viewer can see. */
export const isInVisibleProject = async (
  db: Executor,
  workspaceId: string,
  candidateId: string,
  viewer: { workspaceMemberId: string; seesAll: boolean },
): Promise<boolean> => {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(projectCandidate)
    .where(
      and(
        eq(projectCandidate.workspaceId, workspaceId),
        eq(projectCandidate.candidateId, candidateId),
        visibleProject(projectCandidate.projectId, viewer.workspaceMemberId, viewer.seesAll),
      ),
    )
    .limit(1);
  return row !== undefined;
};

export const listVisibleLinks = async (
  db: Executor,
  workspaceId: string,
  candidateId: string,
  viewer: { workspaceMemberId: string; seesAll: boolean },
) =>
  db
    .select({ id: project.id, name: project.name, stage: projectCandidate.stage })
    .from(projectCandidate)
    .innerJoin(project, eq(project.id, projectCandidate.projectId))
    .where(
      and(
        eq(projectCandidate.workspaceId, workspaceId),
        eq(projectCandidate.candidateId, candidateId),
        visibleProject(project.id, viewer.workspaceMemberId, viewer.seesAll),
      ),
    )
    .orderBy(desc(projectCandidate.addedAt));
