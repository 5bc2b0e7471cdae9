import type { Multipart } from '@fastify/multipart';
import {
  AUDIO_CONTENT_TYPES,
  INTERVIEW_MESSAGES,
  MAX_AUDIO_BYTES,
  voiceAnswerFields,
} from '@hirelane/domain/interviews/interview-session.schema';
import { unprocessable } from '../../../http/http-error';
import { payloadTooLarge, unsupportedMediaType } from '../../tools/tool-status-errors';

export const AUDIO_PART_OPTIONS = {
  limits: { fileSize: MAX_AUDIO_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  throwFileSizeLimit: false,
};

export type AudioUpload = { bytes: Buffer; contentType: string; startedAt: string };

/** audio/webm;codecs=opus → audio/webm; null when not one of the accepted types. */
export const audioContentType = (mimetype: string): string | null => {
  const base = mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  const aliases: Record<string, string> = { 'audio/x-wav': 'audio/wav', 'audio/wave': 'audio/wav' };
  const type = aliases[base] ?? base;
  return (AUDIO_CONTENT_TYPES as readonly string[]).includes(type) ? type : null;
};

/**
 * Reads a voice answer (multipart: `audio` file, `started_at` field) into memory: at most 10 MB
 * (413), an audio type the browsers record (415), not empty (422).
 */
export const readAudioUpload = async (
  parts: AsyncIterableIterator<Multipart>,
): Promise<AudioUpload> => {
  let upload: { bytes: Buffer; contentType: string } | null = null;
  const fields: Record<string, string> = {};
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== 'audio') {
      part.file.resume();
      throw unprocessable(INTERVIEW_MESSAGES.audioMissing, [
        { path: part.fieldname, message: 'Unknown field.' },
      ]);
    }
    const contentType = audioContentType(part.mimetype);
    if (!contentType) {
      part.file.resume();
      throw unsupportedMediaType(INTERVIEW_MESSAGES.audioType);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (part.file.truncated) throw payloadTooLarge(INTERVIEW_MESSAGES.audioTooLarge);
    upload = { bytes: Buffer.concat(chunks), contentType };
  }
  if (!upload)
    throw unprocessable(INTERVIEW_MESSAGES.audioMissing, [
      { path: 'audio', message: INTERVIEW_MESSAGES.audioMissing },
    ]);
  if (upload.bytes.length === 0)
    throw unprocessable(INTERVIEW_MESSAGES.audioEmpty, [
      { path: 'audio', message: INTERVIEW_MESSAGES.audioEmpty },
    ]);
  const parsed = voiceAnswerFields.safeParse(fields);
  if (!parsed.success)
    throw unprocessable('Send the time the answer started (field "started_at").', [
      { path: 'started_at', message: parsed.error.issues[0]?.message ?? 'Invalid.' },
    ]);
  return { ...upload, startedAt: parsed.data.started_at };
};
