import { extractDocxLines } from './extract-docx-lines';
import { extractPdfLines } from './extract-pdf-lines';
import type { PdfDocument } from './open-pdf';
import type { ResumeLine } from './resume-line';
import type { ZipPart } from './stored-zip';

/** An accepted file: a PDF already opened by inspection, or the parts a DOCX inspection inflated. */
export type ResumeTextSource =
  { kind: 'pdf'; pdf: PdfDocument } | { kind: 'docx'; parts: ZipPart[] };

/**
 * The resume's text as lines with layout hints (bold, font size, page, position): PDF through
 * unpdf/pdf.js text items, DOCX through mammoth's HTML.
 */
export const extractResumeText = (source: ResumeTextSource): Promise<ResumeLine[]> =>
  source.kind === 'pdf' ? extractPdfLines(source.pdf) : extractDocxLines(source.parts);
