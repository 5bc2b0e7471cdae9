import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CandidateStage, SubStage } from '@hirelane/domain/pipeline/stages';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import {
  candidate,
  candidateNote,
  projectCandidate,
  stageHistory,
} from '../../db/schema/candidates';
import { storedFile } from '../../db/schema/files';
import { project, projectMember } from '../../db/schema/projects';
import type { PersonFields } from './merge-profile';

export type CandidateRow = typeof candidate.$inferSelect;
export type ProjectLinkRow = typeof projectCandidate.$inferSelect;

export const toPersonFieldsOfRow = (row: CandidateRow): PersonFields => ({
  firstName: row.firstName,
  lastName: row.lastName,
  fullName: row.fullName,
  email: row.email,
  linkedinKey: row.linkedinKey,
  linkedinUrl: row.linkedinUrl,
  currentCompany: row.currentCompany,
  designation: row.designation,
  phoneNumbers: row.phoneNumbers,
  currentCity: row.currentCity,
  country: row.country,
  normalizedTitle: row.normalizedTitle,
  skills: row.skills,
  summary: row.summary,
  experience: row.experience,
  education: row.education,
});

/** The people holding these identity keys, locked; at most one per key. */
export const lockByIdentity = async (
  db: Executor,
  workspaceId: string,
  keys: { email: string | null; linkedinKey: string | null },
): Promise<CandidateRow[]> => {
  const matches = [
    keys.email ? eq(candidate.email, keys.email) : undefined,
    keys.linkedinKey ? eq(candidate.linkedinKey, keys.linkedinKey) : undefined,
  ].filter((condition) => condition !== undefined);
  if (matches.length === 0) return [];
  return db
    .select()
    .from(candidate)
    .where(and(eq(candidate.workspaceId, workspaceId), or(...matches)))
    .orderBy(asc(candidate.id))
    .for('update');
};

/** Inserts the person unless one of its identity keys is already taken (then returns undefined). */
export const insertCandidateIfNew = async (
  db: Executor,
  workspaceId: string,
  fields: PersonFields,
  source: string,
  resumeFileId: string | null,
): Promise<CandidateRow | undefined> => {
  const [row] = await db
    .insert(candidate)
    .values({ workspaceId, ...fields, source, resumeFileId })
    .onConflictDoNothing()
    .returning();
  return row;
};

export const updateCandidate = async (
  db: Executor,
  workspaceId: string,
  candidateId: string,
  change: Partial<PersonFields> & { resumeFileId?: string },
): Promise<void> => {
  await db
    .update(candidate)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(candidate.workspaceId, workspaceId), eq(candidate.id, candidateId)));
};

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

export const findCandidate = async (
  db: Executor,
  workspaceId: string,
  candidateId: string,
): Promise<CandidateRow | undefined> => {
  const [row] = await db
    .select()
    .from(candidate)
    .where(and(eq(candidate.workspaceId, workspaceId), eq(candidate.id, candidateId)));
  return row;
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

/** The name of whoever added a link, for the entry of its history; null when unknown. */
export const findUserName = async (db: Executor, userId: string) => {
  const [row] = await db
    .select({ firstName: user.firstName, lastName: user.lastName })
    .from(user)
    .where(eq(user.id, userId));
  return row ?? null;
};

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

export const findStoredFile = async (db: Executor, workspaceId: string, fileId: string) => {
  const [row] = await db
    .select()
    .from(storedFile)
    .where(and(eq(storedFile.workspaceId, workspaceId), eq(storedFile.id, fileId)));
  return row;
};
