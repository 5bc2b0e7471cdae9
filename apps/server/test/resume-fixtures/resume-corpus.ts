import { buildDocxResume, DOCX_LAYOUTS, type DocxLayout } from './build-docx-resume';
import { buildPdfResume, PDF_LAYOUTS, type PdfLayout } from './build-pdf-resume';
import type { Persona } from './persona';
import { PERSONAS } from './personas';

export type ResumeFormat = `pdf:${PdfLayout}` | `docx:${DocxLayout}`;
export const RESUME_FORMATS: readonly ResumeFormat[] = [
  ...PDF_LAYOUTS.map((layout) => `pdf:${layout}` as const),
  ...DOCX_LAYOUTS.map((layout) => `docx:${layout}` as const),
];

export type CorpusFile = { persona: Persona; format: ResumeFormat; bytes: Uint8Array };

/** One persona rendered in one format. */
export const renderResume = (persona: Persona, format: ResumeFormat): Promise<Uint8Array> => {
  const [kind, layout] = format.split(':') as ['pdf' | 'docx', string];
  return kind === 'pdf'
    ? buildPdfResume(persona, layout as PdfLayout)
    : buildDocxResume(persona, layout as DocxLayout);
};

/** Every persona in every format (24 × 5 files). */
export const buildCorpus = async (personas: readonly Persona[] = PERSONAS): Promise<CorpusFile[]> =>
  Promise.all(
    personas.flatMap((persona) =>
      RESUME_FORMATS.map(async (format) => ({
        persona,
        format,
        bytes: await renderResume(persona, format),
      })),
    ),
  );
