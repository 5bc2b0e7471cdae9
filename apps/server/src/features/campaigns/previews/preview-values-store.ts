import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { user } from '../../../db/schema/auth';
import { candidate, projectCandidate } from '../../../db/schema/candidates';
import { workspace } from '../../../db/schema/workspaces';

export type CandidateRow = typeof candidate.$inferSelect;

export const findSenderProfile = async (db: Executor, userId: string, workspaceId: string) => {
  const [row] = await db
    .select({ firstName: user.firstName, lastName: user.lastName, company: workspace.name })
    .from(user)
    .innerJoin(workspace, eq(workspace.id, workspaceId))
    .where(eq(user.id, userId));
  return row;
};

/** The project's candidates, most recently added first. */
export const listPreviewCandidates = (
  db: Executor,
  workspaceId: string,
  projectId: string,
  limit: number,
) =>
  db
    .select({ id: candidate.id, fullName: candidate.fullName })
    .from(projectCandidate)
    .innerJoin(candidate, eq(candidate.id, projectCandidate.candidateId))
    .where(
      and(
        eq(projectCandidate.workspaceId, workspaceId),
        eq(projectCandidate.projectId, projectId),
        eq(candidate.workspaceId, workspaceId),
      ),
    )
    .orderBy(desc(projectCandidate.addedAt), desc(projectCandidate.id))
    .limit(limit);

/** A candidate of the project (undefined when the person is not in it). */
export const findProjectCandidate = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  candidateId: string,
): Promise<CandidateRow | undefined> => {
  const [row] = await db
    .select({ candidate })
    .from(projectCandidate)
    .innerJoin(candidate, eq(candidate.id, projectCandidate.candidateId))
    .where(
      and(
        eq(projectCandidate.workspaceId, workspaceId),
        eq(projectCandidate.projectId, projectId),
        eq(projectCandidate.candidateId, candidateId),
        eq(candidate.workspaceId, workspaceId),
      ),
    );
  return row?.candidate;
};
