import { sql } from 'drizzle-orm';
import type { InterviewEvaluation } from '@hirelane/domain/interviews/evaluation/interview-answer.schema';
import type { Executor } from '../../../db/client';

/* Removing the candidate's words and recordings from interviews (retention, erasure). */

export type InterviewRef = { id: string; workspaceId: string };

/**
 * Interviews (completed, or sent and never completed) older than their workspace's retention
 * period at `now` that still hold an answer's text or recording, of every workspace in one
 * query, locked for the caller's transaction (others skipped).
 */
export const lockExpiredInterviews = async (
  tx: Executor,
  now: Date,
  limit: number,
): Promise<InterviewRef[]> => {
  const result = await tx.execute<{ id: string; workspace_id: string }>(sql`
    select i.id, i.workspace_id from interview_invitation i
      join workspace w on w.id = i.workspace_id
     where coalesce(i.completed_at, i.sent_at)
           < ${now.toISOString()}::timestamptz - make_interval(days => w.interview_retention_days)
       and exists (select 1 from interview_answer a
                    where a.invitation_id = i.id
                      and (a.text is not null or a.audio_file_id is not null))
     order by i.id
     limit ${limit}
       for update of i skip locked`);
  return result.rows.map((row) => ({ id: row.id, workspaceId: row.workspace_id }));
};

export type CandidateInterviewRef = InterviewRef & {
  /** The credit hold of an interview never completed (to give back when the person is erased). */
  openHoldId: string | null;
};

/** Every interview of the person in the workspace, locked for the caller's transaction. */
export const lockCandidateInterviews = async (
  tx: Executor,
  workspaceId: string,
  candidateId: string,
): Promise<CandidateInterviewRef[]> => {
  const result = await tx.execute<{ id: string; open_hold_id: string | null }>(sql`
    select id, case when completed_at is null then credit_hold_id end as open_hold_id
      from interview_invitation
     where workspace_id = ${workspaceId} and candidate_id = ${candidateId}
     order by id for update`);
  return result.rows.map((row) => ({ id: row.id, workspaceId, openHoldId: row.open_hold_id }));
};

/**
 * Clears the text and the recording of every answer of these interviews (the rows and their
 * timings stay, or go with `deleteRows`) and deletes the recordings' file rows. Answers the
 * storage keys of the recordings, to remove once the transaction commits.
 */
export const clearAnswers = async (
  tx: Executor,
  workspaceId: string,
  invitationIds: string[],
  options: { deleteRows: boolean },
): Promise<string[]> => {
  if (invitationIds.length === 0) return [];
  const ids = sql.param(invitationIds);
  const audio = await tx.execute<{ audio_file_id: string }>(sql`
    select audio_file_id from interview_answer
     where workspace_id = ${workspaceId} and invitation_id = any(${ids}::uuid[])
       and audio_file_id is not null`);
  if (options.deleteRows)
    await tx.execute(sql`
      delete from interview_answer
       where workspace_id = ${workspaceId} and invitation_id = any(${ids}::uuid[])`);
  else
    await tx.execute(sql`
      update interview_answer set text = null, audio_file_id = null, updated_at = now()
       where workspace_id = ${workspaceId} and invitation_id = any(${ids}::uuid[])
         and (text is not null or audio_file_id is not null)`);
  const fileIds = audio.rows.map((row) => row.audio_file_id);
  if (fileIds.length === 0) return [];
  // The recordings are the interview's own files: nothing else points at them.
  const deleted = await tx.execute<{ storage_key: string }>(sql`
    delete from stored_file
     where workspace_id = ${workspaceId} and id = any(${sql.param(fileIds)}::uuid[])
     returning storage_key`);
  return deleted.rows.map((row) => row.storage_key);
};

export const listEvaluationsOf = async (
  tx: Executor,
  workspaceId: string,
  invitationIds: string[],
): Promise<Array<{ id: string; evaluation: InterviewEvaluation }>> => {
  if (invitationIds.length === 0) return [];
  const result = await tx.execute<{ id: string; evaluation: InterviewEvaluation }>(sql`
    select id, evaluation from interview_evaluation
     where workspace_id = ${workspaceId} and invitation_id = any(${sql.param(invitationIds)}::uuid[])
       and evaluation is not null`);
  return result.rows;
};

export const writeEvaluationJson = async (
  tx: Executor,
  workspaceId: string,
  evaluationId: string,
  evaluation: InterviewEvaluation,
): Promise<void> => {
  await tx.execute(sql`
    update interview_evaluation set evaluation = ${JSON.stringify(evaluation)}::jsonb, updated_at = now()
     where workspace_id = ${workspaceId} and id = ${evaluationId}`);
};
