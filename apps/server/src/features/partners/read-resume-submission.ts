import type { FastifyRequest } from 'fastify';
import { MAX_RESUME_BYTES } from '@hirelane/domain/imports/import.schema';
import { unprocessable } from '../../http/http-error';
import type { UploadedResume } from '../careers/application-resume';

const PART_OPTIONS = {
  limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 10_000 },
  throwFileSizeLimit: false,
};

export const NOT_MULTIPART = 'Send the resume as multipart/form-data.';

const isPartsLimit = (error: unknown): boolean =>
  /^FST_(FILES|PARTS|FIELDS)_LIMIT$/.test(String((error as { code?: unknown } | null)?.code));

/** One `resume` file (10 MB at most; a bigger one is cut and refused by the checks) and a `note`. */
export const readResumeSubmission = async (
  request: FastifyRequest,
): Promise<{ resume: UploadedResume | null; note: string | null }> => {
  if (!request.isMultipart()) throw unprocessable(NOT_MULTIPART);
  let resume: UploadedResume | null = null;
  let note: string | null = null;
  try {
    for await (const part of request.parts(PART_OPTIONS)) {
      if (part.type === 'field') {
        if (part.fieldname === 'note' && typeof part.value === 'string')
          note = part.value.trim().slice(0, 10_000) || null;
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.fieldname === 'resume')
        resume = {
          filename: part.filename,
          bytes: Buffer.concat(chunks),
          truncated: part.file.truncated,
        };
    }
  } catch (error) {
    if (isPartsLimit(error))
      throw unprocessable('Send one resume and an optional note, nothing else.');
    throw error;
  }
  return { resume, note };
};
