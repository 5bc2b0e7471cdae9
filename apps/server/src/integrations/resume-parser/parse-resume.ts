import type { ParsedResume } from '@hirelane/domain/candidates/parsed-resume.schema';
import { extractResumeText } from './extract-resume-text';
import { openResumeFile } from './inspect-resume-file';
import { parseResumeLines } from './parse-resume-lines';
import { RESUME_CORRUPT, RESUME_NO_TEXT } from './resume-refusal-reasons';

export type ParseResumeResult = { ok: true; resume: ParsedResume } | { ok: false; reason: string };

/**
 * Inspects, extracts and parses one resume in the calling thread. Never throws: a file that
 * cannot be read comes back as `{ ok: false, reason }` with one of the refusal sentences.
 */
export const parseResume = async (bytes: Uint8Array): Promise<ParseResumeResult> => {
  const opened = await openResumeFile(bytes).catch(() => ({
    ok: false as const,
    reason: RESUME_CORRUPT,
  }));
  if (!opened.ok) return opened;
  try {
    const lines = await extractResumeText(opened);
    if (!lines.some((line) => /\p{L}{2}/u.test(line.text)))
      return { ok: false, reason: RESUME_NO_TEXT };
    return { ok: true, resume: parseResumeLines(lines, opened.pageCount) };
  } catch {
    return { ok: false, reason: RESUME_CORRUPT };
  } finally {
    if (opened.kind === 'pdf') await opened.pdf.destroy().catch(() => undefined);
  }
};
