import { getDocumentProxy } from 'unpdf';
import { MAX_RESUME_PAGES } from './resume-limits';
import { RESUME_CORRUPT, RESUME_ENCRYPTED, RESUME_TOO_MANY_PAGES } from './resume-refusal-reasons';
import { hasPdfEndMarker } from './sniff-file-kind';

export type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

export type OpenPdfResult =
  { ok: true; pdf: PdfDocument; pageCount: number } | { ok: false; reason: string };

const errorName = (error: unknown): string =>
  error instanceof Error
    ? error.name
    : typeof error === 'object' && error && 'name' in error
      ? String(error.name)
      : '';

/**
 * Opens a PDF with pdf.js (through unpdf) and applies the page limit. The caller owns the returned
 * document and must `destroy()` it. pdf.js takes over (detaches) the buffer it is given, so it gets
 * a copy: the caller's bytes stay usable.
 */
export const openPdf = async (bytes: Uint8Array): Promise<OpenPdfResult> => {
  // A file cut short loses its trailer; pdf.js would try to rebuild it, we refuse instead.
  if (!hasPdfEndMarker(bytes)) return { ok: false, reason: RESUME_CORRUPT };
  let pdf: PdfDocument;
  try {
    pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0, stopAtErrors: false });
  } catch (error) {
    // pdf.js raises PasswordException when the file needs a password to be opened.
    return {
      ok: false,
      reason: errorName(error) === 'PasswordException' ? RESUME_ENCRYPTED : RESUME_CORRUPT,
    };
  }
  const pageCount = pdf.numPages;
  if (pageCount > MAX_RESUME_PAGES) {
    await pdf.destroy();
    return { ok: false, reason: RESUME_TOO_MANY_PAGES };
  }
  if (pageCount < 1) {
    await pdf.destroy();
    return { ok: false, reason: RESUME_CORRUPT };
  }
  return { ok: true, pdf, pageCount };
};
