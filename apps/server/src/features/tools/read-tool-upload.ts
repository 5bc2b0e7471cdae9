import type { Multipart } from '@fastify/multipart';
import { MAX_RESUME_BYTES } from '@hirelane/domain/imports/import.schema';
import {
  resumeToEmailFields,
  type ResumeToEmailFields,
} from '@hirelane/domain/tools/resume-to-email.schema';
import {
  RESUME_TOO_LARGE,
  RESUME_UNSUPPORTED_TYPE,
} from '../../integrations/resume-parser/resume-refusal-reasons';
import { unprocessable } from '../../http/http-error';
import { checkResumePrefix, RESUME_PREFIX_BYTES } from '../imports/resumes/resume-upload-check';
import { payloadTooLarge, unsupportedMediaType } from './tool-status-errors';

export const ATTACH_RESUME = 'Attach a resume as a PDF or DOCX file (field "file").';
export const ONE_RESUME = 'Attach one resume only.';

/**
 * The resume import's per-file limit (10 MB); one file and a few short text fields. With
 * `throwFileSizeLimit: false` a cut file ends normally with `truncated` set, so the answer is
 * our own 413 with the import's sentence.
 */
export const TOOL_PART_OPTIONS = {
  limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 16 * 1024 },
  throwFileSizeLimit: false,
};

export type ToolUpload = { bytes: Uint8Array; fields: ResumeToEmailFields };

const isFilesLimit = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'FST_FILES_LIMIT';

/**
 * Reads the multipart request into memory: the `file` part (never written to disk) and the text
 * fields, validated with their zod contract. The file gets the resume import's checks from its first bytes (empty, not PDF, DOCX or
 * OLE); everything that needs the whole file is the parser's.
 */
export const readToolUpload = async (
  parts: AsyncIterableIterator<Multipart>,
): Promise<ToolUpload> => {
  let bytes: Buffer | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw unprocessable(ATTACH_RESUME, [{ path: part.fieldname, message: 'Unknown field.' }]);
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw payloadTooLarge(RESUME_TOO_LARGE);
      bytes = Buffer.concat(chunks);
    }
  } catch (error) {
    if (isFilesLimit(error))
      throw unprocessable(ONE_RESUME, [{ path: 'file', message: ONE_RESUME }]);
    throw error;
  }
  if (bytes === null)
    throw unprocessable(ATTACH_RESUME, [{ path: 'file', message: ATTACH_RESUME }]);
  const check = checkResumePrefix(bytes.subarray(0, RESUME_PREFIX_BYTES), bytes.length);
  if (check.refused) {
    if (check.reason === RESUME_UNSUPPORTED_TYPE) throw unsupportedMediaType(check.reason);
    throw unprocessable(check.reason, [{ path: 'file', message: check.reason }]);
  }
  const parsed = resumeToEmailFields.safeParse(fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw unprocessable(errors[0]?.message ?? 'The form is not valid.', errors);
  }
  // A plain Uint8Array, as the resume import hands the parser (pdf.js refuses a Buffer).
  return {
    bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    fields: parsed.data,
  };
};
