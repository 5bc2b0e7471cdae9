import { createHash, randomUUID } from 'node:crypto';
import {
  INTERVIEW_MESSAGES,
  type SavedAnswer,
} from '@hirelane/domain/interviews/interview-session.schema';
import type { AppContext } from '../../../app-context';
import { TranscriptionError } from '../../../integrations/transcription/transcription-provider';
import { insertAudioFile } from './interview-session-store';
import { loadLiveInvitation } from './load-live-invitation';
import type { AudioUpload } from './read-audio-upload';
import { answerStartedAt, recordAnswer, requirePlannedQuestion } from './record-answer';

const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/wav': 'wav',
};

type Transcript = { text: string | null; state: 'none' | 'done' | 'failed'; note: string | null };

const transcribe = async (
  app: AppContext,
  upload: AudioUpload,
  filename: string,
  language: string,
): Promise<Transcript> => {
  if (!app.transcriber)
    return { text: null, state: 'none', note: INTERVIEW_MESSAGES.notConfigured };
  try {
    const text = await app.transcriber.transcribe({
      audio: upload.bytes,
      contentType: upload.contentType,
      filename,
      language,
    });
    return { text, state: 'done', note: null };
  } catch (error) {
    if (!(error instanceof TranscriptionError)) throw error;
    return {
      text: null,
      state: 'failed',
      note: `${error.message} Your recording is kept; please type your answer too.`,
    };
  }
};

/**
 * A voice answer: the recording is kept as a stored file of the invitation's workspace and
 * transcribed when a service is configured. Without a transcript the text stays null (never a
 * made-up one) and the page asks for a typed answer too.
 */
export const saveVoiceAnswer = async (
  app: AppContext,
  token: string,
  questionId: string,
  upload: AudioUpload,
): Promise<SavedAnswer> => {
  // Checked before the bytes are kept or sent anywhere; checked again under the lock below.
  const checked = await loadLiveInvitation(app.db, token, { consented: true, lock: false });
  requirePlannedQuestion(checked, questionId);
  const fileId = randomUUID();
  const filename = `${questionId}.${EXTENSIONS[upload.contentType] ?? 'audio'}`;
  const storageKey = `interviews/${checked.workspaceId}/${checked.id}/${fileId}.${EXTENSIONS[upload.contentType] ?? 'audio'}`;
  const stored = await app.storage.put(storageKey, upload.bytes);
  const transcript = await transcribe(app, upload, filename, checked.settings.language);
  let result: Awaited<ReturnType<typeof recordAnswer>>;
  try {
    result = await app.db.transaction(async (tx) => {
      const invitation = await loadLiveInvitation(tx, token, { consented: true });
      await insertAudioFile(tx, invitation.workspaceId, {
        id: fileId,
        storageKey,
        filename,
        contentType: upload.contentType,
        size: stored.size,
        sha256: stored.sha256 || createHash('sha256').update(upload.bytes).digest('hex'),
      });
      return recordAnswer(
        tx,
        invitation,
        {
          questionId,
          mode: 'voice',
          text: transcript.text,
          transcription: transcript.state,
          audioFileId: fileId,
          startedAt: answerStartedAt(upload.startedAt),
        },
        transcript.note,
      );
    });
  } catch (error) {
    await app.storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
  if (result.replacedKey) await app.storage.remove(result.replacedKey).catch(() => undefined);
  return result.saved;
};
