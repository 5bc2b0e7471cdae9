import { hasQuotes, redactEvaluation } from '@hirelane/domain/interviews/verdict/redact-evaluation';
import type { AppContext } from '../../../app-context';
import type { Executor } from '../../../db/client';
import type { FileStorage } from '../../../integrations/storage/file-storage';
import {
  clearAnswers,
  listEvaluationsOf,
  lockCandidateInterviews,
  lockExpiredInterviews,
  writeEvaluationJson,
  type InterviewRef,
} from './interview-retention-store';

/** Clears answers and quotes of these interviews of one workspace; answers the storage keys to remove. */
const removeWords = async (
  tx: Executor,
  workspaceId: string,
  invitationIds: string[],
  deleteRows: boolean,
): Promise<string[]> => {
  const keys = await clearAnswers(tx, workspaceId, invitationIds, { deleteRows });
  for (const row of await listEvaluationsOf(tx, workspaceId, invitationIds))
    if (hasQuotes(row.evaluation))
      await writeEvaluationJson(tx, workspaceId, row.id, redactEvaluation(row.evaluation));
  return keys;
};

/** Removes the recordings' bytes once their rows are gone; a missing file is not an error. */
const removeBytes = async (storage: FileStorage, keys: string[]): Promise<void> => {
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
};

const byWorkspace = (refs: InterviewRef[]) => {
  const groups = new Map<string, string[]>();
  for (const ref of refs)
    groups.set(ref.workspaceId, [...(groups.get(ref.workspaceId) ?? []), ref.id]);
  return groups;
};

/**
 * Retention (issue 18): interviews completed (or sent and never completed) longer ago than their
 * workspace's retention period lose their answers' text and recordings and the evaluation's
 * quotes; the verdict, the scores, the timings and the decisions stay. In batches, one
 * transaction each.
 */
export const expireInterviewWords = async (
  app: Pick<AppContext, 'db' | 'storage'>,
  now = new Date(),
): Promise<{ interviews: number; recordings: number }> => {
  const counts = { interviews: 0, recordings: 0 };
  for (;;) {
    const { refs, keys } = await app.db.transaction(async (tx) => {
      const locked = await lockExpiredInterviews(tx, now, 100);
      const removed: string[] = [];
      for (const [workspaceId, ids] of byWorkspace(locked))
        removed.push(...(await removeWords(tx, workspaceId, ids, false)));
      return { refs: locked, keys: removed };
    });
    await removeBytes(app.storage, keys);
    counts.interviews += refs.length;
    counts.recordings += keys.length;
    if (refs.length < 100) return counts;
  }
};

export type ErasedInterviews = {
  invitationIds: string[];
  /** Credit holds of interviews never completed: the caller gives them back. */
  openHoldIds: string[];
  /** Recordings' storage keys, to remove once the transaction commits. */
  storageKeys: string[];
};

/**
 * {@link eraseCandidateInterviews} inside the caller's transaction (the person's erasure, which
 * then deletes the invitations themselves with the person). The bytes are the caller's to remove.
 */
export const eraseCandidateInterviewsWithin = async (
  tx: Executor,
  workspaceId: string,
  candidateId: string,
): Promise<ErasedInterviews> => {
  const refs = await lockCandidateInterviews(tx, workspaceId, candidateId);
  const invitationIds = refs.map((ref) => ref.id);
  return {
    invitationIds,
    openHoldIds: refs.flatMap((ref) => (ref.openHoldId ? [ref.openHoldId] : [])),
    storageKeys: await removeWords(tx, workspaceId, invitationIds, true),
  };
};

/**
 * A person's erasure: every answer of their interviews in the workspace is deleted with its
 * recording, and the evaluations lose their quotes (the verdict and the decisions stay, as the
 * record of what was decided). Answers how many recordings were removed.
 */
export const eraseCandidateInterviews = async (
  app: Pick<AppContext, 'db' | 'storage'>,
  workspaceId: string,
  candidateId: string,
): Promise<number> => {
  const erased = await app.db.transaction((tx) =>
    eraseCandidateInterviewsWithin(tx, workspaceId, candidateId),
  );
  await removeBytes(app.storage, erased.storageKeys);
  return erased.storageKeys.length;
};
