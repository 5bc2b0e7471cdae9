import {
  INTERVIEW_MESSAGES,
  PRACTICE_QUESTION_ID,
  type SavedAnswer,
} from '@hirelane/domain/interviews/interview-session.schema';
import type { Executor } from '../../../db/client';
import { notFound } from '../../../http/http-error';
import {
  deleteAudioFile,
  listAnswers,
  updateInvitation,
  upsertAnswer,
  type AnswerValues,
  type SessionInvitation,
} from './interview-session-store';
import { nextQuestionId, plannedQuestions, sessionQuestions } from './interview-session-view';

/** 404 for an id the invitation's plan copy does not have. */
export const requirePlannedQuestion = (invitation: SessionInvitation, questionId: string) => {
  if (!plannedQuestions(invitation.plan).some((question) => question.id === questionId))
    throw notFound(INTERVIEW_MESSAGES.unknownQuestion);
};

/** The client's start time, never later than now. */
export const answerStartedAt = (startedAt: string, now = new Date()): Date => {
  const at = new Date(startedAt);
  return at.getTime() > now.getTime() ? now : at;
};

/**
 * Saves one answer inside the caller's transaction (the invitation row is locked): the first
 * real answer (not the practice one) starts the interview. Returns the answer as the page needs
 * it and the storage key of a recording it replaced (the bytes go after commit).
 */
export const recordAnswer = async (
  tx: Executor,
  invitation: SessionInvitation,
  values: AnswerValues,
  transcriptionNote: string | null,
): Promise<{ saved: SavedAnswer; replacedKey: string | null }> => {
  const key = { workspaceId: invitation.workspaceId, id: invitation.id };
  const { replacedAudioFileId } = await upsertAnswer(tx, key, values);
  const replacedKey = replacedAudioFileId
    ? await deleteAudioFile(tx, key.workspaceId, replacedAudioFileId)
    : null;
  if (!invitation.startedAt && values.questionId !== PRACTICE_QUESTION_ID)
    await updateInvitation(tx, key, { startedAt: new Date() });
  const questions = sessionQuestions(
    invitation.plan,
    await listAnswers(tx, key.workspaceId, key.id),
  );
  const text = values.text?.trim() ? values.text : null;
  return {
    saved: {
      question_id: values.questionId,
      mode: values.mode,
      text,
      transcription: values.transcription,
      transcription_note: transcriptionNote,
      answered: text !== null,
      next_question_id: nextQuestionId(questions),
    },
    replacedKey,
  };
};
