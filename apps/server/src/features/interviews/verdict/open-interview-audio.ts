import type { Readable } from 'node:stream';
import type { Database } from '../../../db/client';
import { notFound } from '../../../http/http-error';
import type { TenantContext } from '../../../http/request-context';
import type { FileStorage } from '../../../integrations/storage/file-storage';
import { startStream } from '../../candidates/open-resume';
import { findStoredFile } from '../../candidates/resume-file-store';
import { loadInterviewProject } from '../interview-project';
import { findAnswerAudioFileId } from './interview-evaluation-store';

export const NO_RECORDING = 'This answer has no recording.';

/** Types a browser plays in <audio>; anything else is offered as bytes. */
const AUDIO_TYPES = /^audio\/(webm|ogg|mpeg|mp4|wav|x-wav|aac)$/;

/** The recording of an answer, to whoever may see the charlie project (behind the session). */
export const openInterviewAudio = async (
  db: Database,
  storage: FileStorage,
  tenant: TenantContext,
  ids: { projectId: string; candidateId: string; answerId: string },
): Promise<{ stream: Readable; contentType: string; size: number }> => {
  await loadInterviewProject(db, tenant, ids.projectId);
  const fileId = await findAnswerAudioFileId(
    db,
    tenant.workspaceId,
    ids.projectId,
    ids.candidateId,
    ids.answerId,
  );
  const file = fileId ? await findStoredFile(db, tenant.workspaceId, fileId) : undefined;
  if (!file) throw notFound(NO_RECORDING);
  let stream: Readable;
  try {
    stream = await startStream(storage.stream(file.storageKey));
  } catch {
    throw notFound('The recording is missing from storage.');
  }
  const base = file.contentType.split(';')[0]?.trim() ?? '';
  return {
    stream,
    contentType: AUDIO_TYPES.test(base) ? base : 'application/octet-stream',
    size: file.size,
  };
};
