import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import * as bad from '../../../test/resume-fixtures/build-bad-files';
import { buildDocxResume } from '../../../test/resume-fixtures/build-docx-resume';
import { buildPdfResume } from '../../../test/resume-fixtures/build-pdf-resume';
import { personaById } from '../../../test/resume-fixtures/personas';
import {
  inspectResumeFile,
  RESUME_CORRUPT,
  RESUME_EMPTY,
  RESUME_ENCRYPTED,
  RESUME_LEGACY_DOC,
  RESUME_TOO_LARGE,
  RESUME_TOO_MANY_PAGES,
  RESUME_UNSUPPORTED_TYPE,
  RESUME_ZIP_BOMB,
} from './inspect-resume-file';
import { estimateDocxPages } from './inspect-docx-zip';
import { parseResume } from './parse-resume';
import { RESUME_NO_TEXT } from './resume-refusal-reasons';

describe('inspectResumeFile accepts', () => {
  it('a PDF resume, with its page count', async () => {
    const bytes = await buildPdfResume(personaById('jose-alvarez'), 'classic');
    expect(await inspectResumeFile(bytes)).toEqual({ ok: true, kind: 'pdf', pageCount: 1 });
    expect(bytes.byteLength).toBeGreaterThan(0); // the caller's bytes are not detached
  });

  it('a DOCX resume, with an estimated page count', async () => {
    const bytes = await buildDocxResume(personaById('jose-alvarez'), 'heading-styles');
    expect(await inspectResumeFile(bytes)).toEqual({ ok: true, kind: 'docx', pageCount: 1 });
  });

  it('a PDF of exactly 20 pages', async () => {
    expect(await inspectResumeFile(await bad.buildLongPdf(20))).toEqual({
      ok: true,
      kind: 'pdf',
      pageCount: 20,
    });
  });
});

describe('inspectResumeFile refuses', () => {
  it.each<[string, () => Uint8Array | Promise<Uint8Array>, string]>([
    ['an empty file', () => new Uint8Array(0), RESUME_EMPTY],
    ['a file over 10 MB', bad.buildOversizedPdf, RESUME_TOO_LARGE],
    ['a PNG renamed to .pdf', bad.buildPngBytes, RESUME_UNSUPPORTED_TYPE],
    ['a text file renamed to .pdf', bad.buildPlainText, RESUME_UNSUPPORTED_TYPE],
    ['a zip without word/document.xml', bad.buildZipWithoutDocument, RESUME_UNSUPPORTED_TYPE],
    ['a legacy .doc renamed to .docx', bad.buildLegacyDoc, RESUME_LEGACY_DOC],
    ['a legacy .xls renamed to .doc', bad.buildLegacyXls, RESUME_UNSUPPORTED_TYPE],
    ['a truncated PDF', bad.buildTruncatedPdf, RESUME_CORRUPT],
    ['a PDF header followed by garbage', bad.buildGarbagePdf, RESUME_CORRUPT],
    ['a truncated DOCX', bad.buildTruncatedDocx, RESUME_CORRUPT],
    ['a password-protected PDF', bad.buildEncryptedPdf, RESUME_ENCRYPTED],
    ['a password-protected DOCX (OLE EncryptedPackage)', bad.buildEncryptedDocx, RESUME_ENCRYPTED],
    ['a zip bomb: 60 MB of zeros in a DOCX-shaped zip', bad.buildZipBombDocx, RESUME_ZIP_BOMB],
    ['a 5 MB entry compressed more than 100:1', bad.buildHighRatioDocx, RESUME_ZIP_BOMB],
    ['a zip of more than 2,000 entries', bad.buildManyEntriesDocx, RESUME_ZIP_BOMB],
    ['a 21-page PDF', () => bad.buildLongPdf(21), RESUME_TOO_MANY_PAGES],
    [
      'a DOCX whose app.xml says 25 pages',
      () => bad.buildDocxWithPagesProperty(25),
      RESUME_TOO_MANY_PAGES,
    ],
    [
      'a DOCX with 21 explicit page breaks',
      () => bad.buildDocxWithPageBreaks(22),
      RESUME_TOO_MANY_PAGES,
    ],
  ])('%s', async (_name, build, reason) => {
    const bytes = await build();
    expect(await inspectResumeFile(bytes)).toEqual({ ok: false, reason });
    // parseResume gives the same reason and never throws.
    expect(await parseResume(bytes)).toEqual({ ok: false, reason });
  });

  it('every refusal has its own sentence', () => {
    const reasons = [
      RESUME_EMPTY,
      RESUME_TOO_LARGE,
      RESUME_UNSUPPORTED_TYPE,
      RESUME_LEGACY_DOC,
      RESUME_CORRUPT,
      RESUME_ENCRYPTED,
      RESUME_ZIP_BOMB,
      RESUME_TOO_MANY_PAGES,
    ];
    expect(new Set(reasons).size).toBe(reasons.length);
    for (const reason of reasons) expect(reason).toMatch(/^[A-Z].+\.$/);
  });

  it('the crafted encrypted PDF is refused by pdf.js itself, which asks for a password', async () => {
    await expect(getDocumentProxy(await bad.buildEncryptedPdf())).rejects.toMatchObject({
      name: 'PasswordException',
    });
  });

  it('a PDF without any text is accepted by inspection but not parsed', async () => {
    const bytes = await bad.buildImageOnlyPdf();
    expect(await inspectResumeFile(bytes)).toMatchObject({ ok: true, pageCount: 1 });
    expect(await parseResume(bytes)).toEqual({ ok: false, reason: RESUME_NO_TEXT });
  });
});

describe('estimateDocxPages', () => {
  const paragraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

  it('counts explicit and rendered page breaks', () => {
    expect(estimateDocxPages(paragraph('a') + '<w:br w:type="page"/>'.repeat(3))).toBe(4);
    expect(estimateDocxPages('<w:lastRenderedPageBreak/>'.repeat(2) + paragraph('a'))).toBe(3);
  });

  it('falls back on text volume', () => {
    expect(estimateDocxPages(paragraph('x'.repeat(2_500)))).toBe(1);
    expect(estimateDocxPages(paragraph('x'.repeat(70_000)))).toBe(24);
    expect(estimateDocxPages(paragraph('short').repeat(100))).toBe(3);
  });
});
