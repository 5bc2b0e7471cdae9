import { inspectDocxZip } from './inspect-docx-zip';
import { openPdf, type PdfDocument } from './open-pdf';
import { MAX_RESUME_BYTES } from './resume-limits';
import {
  RESUME_EMPTY,
  RESUME_ENCRYPTED,
  RESUME_LEGACY_DOC,
  RESUME_TOO_LARGE,
  RESUME_UNSUPPORTED_TYPE,
} from './resume-refusal-reasons';
import { sniffFileKind } from './sniff-file-kind';
import type { ZipPart } from './stored-zip';

export {
  RESUME_CORRUPT,
  RESUME_EMPTY,
  RESUME_ENCRYPTED,
  RESUME_LEGACY_DOC,
  RESUME_TOO_LARGE,
  RESUME_TOO_MANY_PAGES,
  RESUME_UNSUPPORTED_TYPE,
  RESUME_ZIP_BOMB,
} from './resume-refusal-reasons';

export type ResumeKind = 'pdf' | 'docx';

export type ResumeInspection =
  { ok: true; kind: ResumeKind; pageCount: number } | { ok: false; reason: string };

/** An accepted file, opened once: the PDF document is handed on to text extraction. */
export type OpenedResume =
  | { ok: true; kind: 'pdf'; pageCount: number; pdf: PdfDocument }
  | { ok: true; kind: 'docx'; pageCount: number; parts: ZipPart[] }
  | { ok: false; reason: string };

/**
 * Checks a file by its content and opens it. The caller owns `pdf` and must destroy it.
 */
export const openResumeFile = async (bytes: Uint8Array): Promise<OpenedResume> => {
  if (bytes.byteLength > MAX_RESUME_BYTES) return { ok: false, reason: RESUME_TOO_LARGE };
  switch (sniffFileKind(bytes)) {
    case 'empty':
      return { ok: false, reason: RESUME_EMPTY };
    case 'pdf': {
      const opened = await openPdf(bytes);
      return opened.ok
        ? { ok: true, kind: 'pdf', pageCount: opened.pageCount, pdf: opened.pdf }
        : opened;
    }
    case 'zip': {
      const inspected = await inspectDocxZip(bytes);
      return inspected.ok
        ? { ok: true, kind: 'docx', pageCount: inspected.pageCount, parts: inspected.parts }
        : inspected;
    }
    case 'encrypted-office':
      return { ok: false, reason: RESUME_ENCRYPTED };
    case 'legacy-doc':
      return { ok: false, reason: RESUME_LEGACY_DOC };
    case 'unknown':
      return { ok: false, reason: RESUME_UNSUPPORTED_TYPE };
  }
};

/**
 * Decides whether an uploaded file can be parsed as a resume, by content only: size (10 MB), type
 * (PDF magic, or a zip holding word/document.xml), integrity, password protection, zip bombs and
 * the 20-page limit. Each refusal carries one of the exported reason sentences.
 */
export const inspectResumeFile = async (bytes: Uint8Array): Promise<ResumeInspection> => {
  const opened = await openResumeFile(bytes);
  if (!opened.ok) return opened;
  if (opened.kind === 'pdf') await opened.pdf.destroy();
  return { ok: true, kind: opened.kind, pageCount: opened.pageCount };
};
