import { MAX_RESUME_BYTES } from '@hirelane/domain/imports/import.schema';
import type { ParsedResume } from '@hirelane/domain/candidates/parsed-resume.schema';
import { RESUME_TOO_LARGE } from '../../integrations/resume-parser/resume-refusal-reasons';
import { sharedResumeParser } from '../imports/resumes/resume-shared-parser';
import { checkResumePrefix, RESUME_PREFIX_BYTES } from '../imports/resumes/resume-upload-check';

/** A resume as the apply form sent it, read whole (at most 10 MB; busboy cuts the rest). */
export type UploadedResume = { filename: string; bytes: Buffer; truncated: boolean };

export type CheckedResume =
  { ok: true; contentType: string; parsed: ParsedResume } | { ok: false; reason: string };

/**
 * The resume import's checks, in the same order: the size cut, the first-bytes sniff (empty, not
 * PDF/DOCX/OLE), then the parser process's full inspection (integrity, password, zip bomb, pages),
 * which runs outside this process with its time and memory limits.
 */
export const checkApplicationResume = async (resume: UploadedResume): Promise<CheckedResume> => {
  if (resume.truncated || resume.bytes.byteLength > MAX_RESUME_BYTES)
    return { ok: false, reason: RESUME_TOO_LARGE };
  const prefix = checkResumePrefix(
    resume.bytes.subarray(0, RESUME_PREFIX_BYTES),
    resume.bytes.byteLength,
  );
  if (prefix.refused) return { ok: false, reason: prefix.reason };
  const parsed = await sharedResumeParser().parse(
    new Uint8Array(resume.bytes.buffer, resume.bytes.byteOffset, resume.bytes.byteLength),
  );
  if (!parsed.ok) return { ok: false, reason: parsed.reason };
  return { ok: true, contentType: prefix.contentType, parsed: parsed.resume };
};
