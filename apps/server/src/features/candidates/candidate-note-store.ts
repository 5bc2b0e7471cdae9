import { and, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { candidateNote } from '../../db/schema/candidates';
import { visibleProject } from './candidate-visibility-store';

/** Notes on the person: those without a project, and those of projects the viewer can see. */
export const listVisibleNotes = async (
  db: Executor,
  workspaceId: string,
  candidateId: string,
  viewer: { workspaceMemberId: string; seesAll: boolean },
) =>
  db
    .select({
      id: candidateNote.id,
      body: candidateNote.body,
      createdAt: candidateNote.createdAt,
      firstName: user.firstName,
      lastName: user.lastName,
      image: user.image,
      authorId: user.id,
    })
    .from(candidateNote)
    .leftJoin(user, eq(user.id, candidateNote.authorUserId))
    .where(
      and(
        eq(candidateNote.workspaceId, workspaceId),
        eq(candidateNote.candidateId, candidateId),
        or(
          isNull(candidateNote.projectId),
          and(
            isNotNull(candidateNote.projectId),
            visibleProject(candidateNote.projectId, viewer.workspaceMemberId, viewer.seesAll),
          ),
        ),
      ),
    )
    .orderBy(desc(candidateNote.createdAt), desc(candidateNote.id));

export const insertNote = async (
  db: Executor,
  values: {
    workspaceId: string;
    candidateId: string;
    projectId: string | null;
    authorUserId: string;
    body: string;
  },
) => {
  const [row] = await db.insert(candidateNote).values(values).returning();
  if (!row) throw new Error('note insert returned nothing');
  return row;
};
