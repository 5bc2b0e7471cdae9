import { Document, Packer, PageBreak, Paragraph, TextRun } from 'docx';
import { PDFDocument, PDFHexString, StandardFonts } from 'pdf-lib';
import { buildDocxResume } from './build-docx-resume';
import { buildPdfResume } from './build-pdf-resume';
import { personaById } from './personas';
import { writeZip } from './write-zip';
import { constants, deflateRawSync } from 'node:zlib';

const text = (value: string) => new TextEncoder().encode(value);

/** A PDF of `pages` pages with a line of text on each. */
export const buildLongPdf = async (pages = 21): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    doc.addPage().drawText(`Publication list, page ${page}`, { x: 50, y: 700, size: 12, font });
  }
  return doc.save();
};

/**
 * pdf-lib cannot encrypt, so the trailer gets a Standard security handler dictionary (RC4, 40
 * bit) whose /O and /U do not match the empty password: a reader must ask for the password.
 */
export const buildEncryptedPdf = async (): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('Confidential resume', { x: 50, y: 700, size: 12, font });
  const encrypt = doc.context.obj({
    Filter: 'Standard',
    V: 1,
    R: 2,
    Length: 40,
    P: -44,
    O: PDFHexString.of('4f'.repeat(32)),
    U: PDFHexString.of('55'.repeat(32)),
  });
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  const id = PDFHexString.of('0123456789abcdef0123456789abcdef');
  doc.context.trailerInfo.ID = doc.context.obj([id, id]);
  return doc.save({ useObjectStreams: false });
};

/** The first 60% of a real resume PDF: no trailer, no %%EOF. */
export const buildTruncatedPdf = async (): Promise<Uint8Array> => {
  const bytes = await buildPdfResume(personaById('michael-chen'), 'classic');
  return bytes.slice(0, Math.floor(bytes.length * 0.6));
};

/** A "%PDF-" header followed by garbage, ending like a PDF: nothing pdf.js can parse. */
export const buildGarbagePdf = (): Uint8Array =>
  text(`%PDF-1.7\n${'this is not a pdf object graph '.repeat(40)}\n%%EOF\n`);

/** A real PNG signature and IHDR chunk, as if a screenshot were renamed resume.pdf. */
export const buildPngBytes = (): Uint8Array =>
  Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
    0x89,
  ]);

export const buildPlainText = (): Uint8Array => text('Jane Doe\njane@example.com\nExperience\n...');

/** An OLE compound file header with a WordDocument stream name: a Word 97–2003 .doc. */
const ole = (streamName: string): Uint8Array => {
  const bytes = new Uint8Array(1536);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  const name = Buffer.from(streamName, 'utf16le');
  bytes.set(name, 1024);
  return bytes;
};
export const buildLegacyDoc = (): Uint8Array => ole('WordDocument');
/** An Excel 97–2003 workbook: OLE as well, but not a Word document. */
export const buildLegacyXls = (): Uint8Array => ole('Workbook');
/** Word's password protection wraps the .docx in an OLE file with an EncryptedPackage stream. */
export const buildEncryptedDocx = (): Uint8Array => ole('EncryptedPackage');

const DOCX_SKELETON = [
  { name: '[Content_Types].xml', data: text('<?xml version="1.0"?><Types/>') },
  {
    name: 'word/document.xml',
    data: text('<w:document><w:body><w:p><w:r><w:t>Hi</w:t></w:r></w:p></w:body></w:document>'),
  },
];

/** DOCX-shaped zip holding 60 MB of zeros that compress to a few dozen kilobytes. */
export const buildZipBombDocx = (): Uint8Array =>
  writeZip([
    ...DOCX_SKELETON,
    { name: 'word/media/image1.bin', data: new Uint8Array(60 * 1024 * 1024) },
  ]);

/** Under 50 MB in total, but one 5 MB entry compressed more than 100:1. */
export const buildHighRatioDocx = (): Uint8Array =>
  writeZip([
    ...DOCX_SKELETON,
    { name: 'word/media/image1.bin', data: new Uint8Array(5 * 1024 * 1024) },
  ]);

/** 2,001 tiny stored entries. */
export const buildManyEntriesDocx = (): Uint8Array =>
  writeZip([
    ...DOCX_SKELETON,
    ...Array.from({ length: 2_000 }, (_, index) => ({
      name: `word/parts/p${index}.xml`,
      data: text('<x/>'),
      method: 'store' as const,
    })),
  ]);

/** A zip without word/document.xml (a zipped folder of notes renamed .docx). */
export const buildZipWithoutDocument = (): Uint8Array =>
  writeZip([{ name: 'notes/resume.txt', data: text('Jane Doe, engineer') }]);

/** A real DOCX cut in half: the central directory is gone. */
export const buildTruncatedDocx = async (): Promise<Uint8Array> => {
  const bytes = await buildDocxResume(personaById('michael-chen'), 'heading-styles');
  return bytes.slice(0, Math.floor(bytes.length / 2));
};

/** A DOCX whose docProps/app.xml says 25 pages (as Word writes it). */
export const buildDocxWithPagesProperty = (pages = 25): Uint8Array =>
  writeZip([
    ...DOCX_SKELETON,
    {
      name: 'docProps/app.xml',
      data: text(`<Properties><Pages>${pages}</Pages><Words>120</Words></Properties>`),
    },
  ]);

/** A DOCX from the docx library with explicit page breaks and no page count property. */
export const buildDocxWithPageBreaks = async (pages = 22): Promise<Uint8Array> => {
  const children = Array.from(
    { length: pages },
    (_, index) =>
      new Paragraph({
        children: [
          new TextRun(`Page ${index + 1} of a very long CV`),
          ...(index < pages - 1 ? [new PageBreak()] : []),
        ],
      }),
  );
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
};

/** Just over the 10 MB limit, starting like a PDF. */
export const buildOversizedPdf = (): Uint8Array => {
  const bytes = new Uint8Array(10 * 1024 * 1024 + 1);
  bytes.set(text('%PDF-1.7\n'));
  return bytes;
};

/** A PDF page with no text at all (a scan would look like this to a text extractor). */
export const buildImageOnlyPdf = async (): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.addPage().drawRectangle({ x: 50, y: 50, width: 400, height: 600 });
  return doc.save();
};

/**
 * A raw deflate stream of `megabytes` MB of spaces, built without holding them: one megabyte is
 * compressed from a fresh state and ended with a sync flush (a non-final block that refers to
 * nothing before it), repeated, then closed with an empty final block.
 */
const deflatedSpaces = (megabytes: number): Uint8Array => {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024, 0x20), {
    level: 9,
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  return Buffer.concat([...Array.from({ length: megabytes }, () => block), Buffer.from([3, 0])]);
};

/**
 * A DOCX whose word/document.xml inflates to 2 GB (a couple of megabytes compressed) while its
 * central directory claims 2 KB; docProps/app.xml says one page, so nothing needs the document
 * before text extraction. The "one 1 MB resume upload took the server to 1.3 GB".
 */
export const buildLyingZipBombDocx = (megabytes = 2048): Uint8Array =>
  writeZip([
    { name: '[Content_Types].xml', data: text('<?xml version="1.0"?><Types/>') },
    {
      name: 'docProps/app.xml',
      data: text('<Properties><Pages>1</Pages><Words>300</Words></Properties>'),
    },
    {
      name: 'word/document.xml',
      data: new Uint8Array(0),
      deflated: deflatedSpaces(megabytes),
      claimedSize: 2048,
    },
  ]);
