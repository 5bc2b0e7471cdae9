import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DoNotContact } from '@hirelane/domain/candidates/do-not-contact.schema';
import type { ProjectRole } from '@hirelane/domain/projects/project-roles';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { candidate, doNotContactChange, projectCandidate } from '../../db/schema/candidates';
import { projectMember } from '../../db/schema/projects';

/** The member's roles in the projects that hold the person (none: the person is not theirs to see). */
export const listRolesOverCandidate = async (
  db: Executor,
  workspaceId: string,
  candidateId: string,
  workspaceMemberId: string,
): Promise<ProjectRole[]> => {
  const rows = await db
    .select({ role: projectMember.role })
    .from(projectCandidate)
    .innerJoin(
      projectMember,
      and(
        eq(projectMember.projectId, projectCandidate.projectId),
        eq(projectMember.workspaceMemberId, workspaceMemberId),
      ),
    )
    .where(
      and(
        eq(projectCandidate.workspaceId, workspaceId),
        eq(projectCandidate.candidateId, candidateId),
      ),
    );
  return rows.map((row) => row.role as ProjectRole);
};

/** The person's do-not-contact state with the marker's name, the row locked for the change. */
export const lockDoNotContact = async (db: Executor, workspaceId: string, candidateId: string) => {
  const [row] = await db
    .select({
      at: candidate.doNotContactAt,
      reason: candidate.doNotContactReason,
      byUserId: candidate.doNotContactByUserId,
    })
    .from(candidate)
    .where(and(eq(candidate.workspaceId, workspaceId), eq(candidate.id, candidateId)))
    .for('update');
  return row;
};

export const findMarkerName = async (db: Executor, userId: string | null) => {
  if (!userId) return null;
  const [row] = await db
    .select({ firstName: user.firstName, lastName: user.lastName })
    .from(user)
    .where(eq(user.id, userId));
  return row ?? null;
};

/** Writes the new state (null lifts it) and its audit row, in the caller's transaction. */
export const writeDoNotContact = async (
  tx: Executor,
  values: {
    workspaceId: string;
    candidateId: string;
    userId: string;
    reason: string | null;
    at: Date | null;
  },
): Promise<void> => {
  const marked = values.at !== null;
  await tx
    .update(candidate)
    .set({
      doNotContactAt: values.at,
      doNotContactReason: values.reason,
      doNotContactByUserId: marked ? values.userId : null,
      updatedAt: new Date(),
    })
    .where(
      and(eq(candidate.workspaceId, values.workspaceId), eq(candidate.id, values.candidateId)),
    );
  await tx.insert(doNotContactChange).values({
    workspaceId: values.workspaceId,
    candidateId: values.candidateId,
    action: marked ? 'marked' : 'lifted',
    reason: values.reason,
    changedByUserId: values.userId,
  });
};

/**
 * The person unsubscribed through a campaign e-mail: do-not-contact from now on, unless they
 * already are (no user marked it, so no audit row of a person).
 */
export const markUnsubscribed = async (
  tx: Executor,
  workspaceId: string,
  candidateId: string,
): Promise<void> => {
  await tx
    .update(candidate)
    .set({
      doNotContactAt: sql`now()`,
      doNotContactReason: 'Unsubscribed from a campaign e-mail',
    })
    .where(
      and(
        eq(candidate.workspaceId, workspaceId),
        eq(candidate.id, candidateId),
        isNull(candidate.doNotContactAt),
      ),
    );
};

/** The state as the API gives it. */
export const toDoNotContact = (
  state: { at: Date | null; reason: string | null },
  by: { firstName: string; lastName: string } | null,
): DoNotContact | null =>
  state.at
    ? {
        at: state.at.toISOString(),
        reason: state.reason,
        by: by ? { first_name: by.firstName, last_name: by.lastName } : null,
      }
    : null;
