import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { storedFile } from '../../../db/schema/files';
import {
  interviewAnswer,
  interviewEvaluation,
  interviewInvitation,
} from '../../../db/schema/interviews';
import { job, project } from '../../../db/schema/projects';
import { workspace } from '../../../db/schema/workspaces';

/** The link's token as stored: SHA-256, hex. */
export const hashInterviewToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export type SessionInvitation = typeof interviewInvitation.$inferSelect & {
  jobTitle: string;
  company: string;
  /** The workspace's interview retention period, for the consent notice. */
  retentionDays: number;
};

/**
 * The invitation of a link's token, with its job's title and company; `lock` holds the row for
 * the transaction (every write of the interview takes it first, so a finish and an answer never
 * cross). The token is the only key: the row's workspace comes from it, never from the request.
 */
export const findInvitationByToken = async (
  db: Executor,
  token: string,
  options: { lock?: boolean } = {},
): Promise<SessionInvitation | undefined> => {
  const query = db
    .select({
      invitation: interviewInvitation,
      jobTitle: job.title,
      jobCompany: job.company,
      workspaceName: workspace.name,
      retentionDays: workspace.interviewRetentionDays,
    })
    .from(interviewInvitation)
    .innerJoin(project, eq(project.id, interviewInvitation.projectId))
    .innerJoin(job, eq(job.id, project.jobId))
    .innerJoin(workspace, eq(workspace.id, interviewInvitation.workspaceId))
    .where(eq(interviewInvitation.tokenHash, hashInterviewToken(token)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: interviewInvitation }) : await query;
  if (!row) return undefined;
  return {
    ...row.invitation,
    jobTitle: row.jobTitle,
    company: row.jobCompany?.trim() || row.workspaceName,
    retentionDays: row.retentionDays,
  };
};

export type StoredAnswer = typeof interviewAnswer.$inferSelect;

export const listAnswers = async (
  db: Executor,
  workspaceId: string,
  invitationId: string,
): Promise<StoredAnswer[]> =>
  db
    .select()
    .from(interviewAnswer)
    .where(
      and(
        eq(interviewAnswer.workspaceId, workspaceId),
        eq(interviewAnswer.invitationId, invitationId),
      ),
    )
    .orderBy(asc(interviewAnswer.answeredAt));

type InvitationKey = { workspaceId: string; id: string };
const byKey = (key: InvitationKey) =>
  and(eq(interviewInvitation.workspaceId, key.workspaceId), eq(interviewInvitation.id, key.id));

export const markOpened = async (db: Executor, key: InvitationKey): Promise<void> => {
  await db
    .update(interviewInvitation)
    .set({ openedAt: sql`now()` })
    .where(and(byKey(key), isNull(interviewInvitation.openedAt)));
};

export const updateInvitation = async (
  db: Executor,
  key: InvitationKey,
  values: Partial<
    Pick<
      typeof interviewInvitation.$inferInsert,
      'consentedAt' | 'startedAt' | 'completedAt' | 'timeExtended'
    >
  >,
): Promise<void> => {
  await db
    .update(interviewInvitation)
    .set({ ...values, updatedAt: new Date() })
    .where(byKey(key));
};

export type AnswerValues = {
  questionId: string;
  mode: 'typed' | 'voice';
  text: string | null;
  transcription: 'none' | 'pending' | 'done' | 'failed';
  /** undefined keeps the recording already saved for the question. */
  audioFileId?: string | null;
  startedAt: Date;
};

/**
 * Saves the answer to one question, replacing an earlier one (the first start time is kept).
 * Returns the recording the new answer replaced, if any, for the caller to delete.
 */
export const upsertAnswer = async (
  db: Executor,
  key: InvitationKey,
  values: AnswerValues,
): Promise<{ replacedAudioFileId: string | null }> => {
  const [previous] = await db
    .select({ audioFileId: interviewAnswer.audioFileId })
    .from(interviewAnswer)
    .where(
      and(
        eq(interviewAnswer.workspaceId, key.workspaceId),
        eq(interviewAnswer.invitationId, key.id),
        eq(interviewAnswer.questionId, values.questionId),
      ),
    );
  const now = new Date();
  const changes = {
    mode: values.mode,
    text: values.text,
    transcription: values.transcription,
    answeredAt: now,
    updatedAt: now,
    ...(values.audioFileId !== undefined ? { audioFileId: values.audioFileId } : {}),
  };
  await db
    .insert(interviewAnswer)
    .values({
      workspaceId: key.workspaceId,
      invitationId: key.id,
      questionId: values.questionId,
      startedAt: values.startedAt,
      audioFileId: values.audioFileId ?? null,
      ...changes,
    })
    .onConflictDoUpdate({
      target: [interviewAnswer.invitationId, interviewAnswer.questionId],
      set: changes,
    });
  const replaced = previous?.audioFileId ?? null;
  return {
    replacedAudioFileId:
      values.audioFileId !== undefined && replaced !== values.audioFileId ? replaced : null,
  };
};

export type NewAudioFile = {
  id: string;
  storageKey: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
};

export const insertAudioFile = async (
  db: Executor,
  workspaceId: string,
  file: NewAudioFile,
): Promise<void> => {
  await db.insert(storedFile).values({ ...file, workspaceId });
};

/** Deletes a replaced recording's row; returns its storage key (the bytes go after commit). */
export const deleteAudioFile = async (
  db: Executor,
  workspaceId: string,
  fileId: string,
): Promise<string | null> => {
  const [row] = await db
    .delete(storedFile)
    .where(and(eq(storedFile.workspaceId, workspaceId), eq(storedFile.id, fileId)))
    .returning({ key: storedFile.storageKey });
  return row?.key ?? null;
};

/** The evaluation the scoring job picks up; one per invitation. */
export const insertPendingEvaluation = async (
  db: Executor,
  key: InvitationKey,
): Promise<string | null> => {
  const [row] = await db
    .insert(interviewEvaluation)
    .values({ workspaceId: key.workspaceId, invitationId: key.id, status: 'pending' })
    .onConflictDoNothing({ target: interviewEvaluation.invitationId })
    .returning({ id: interviewEvaluation.id });
  return row?.id ?? null;
};
