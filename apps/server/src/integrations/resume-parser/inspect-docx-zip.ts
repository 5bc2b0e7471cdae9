import yauzl from 'yauzl';
import { DocxInflateLimit, inflateBudget, readEntryBounded } from './read-docx-parts';
import {
  DOCX_RATIO_CHECK_MIN_BYTES,
  MAX_DOCX_COMPRESSION_RATIO,
  MAX_DOCX_ENTRIES,
  MAX_DOCX_UNCOMPRESSED_BYTES,
  MAX_RESUME_PAGES,
} from './resume-limits';
import {
  RESUME_CORRUPT,
  RESUME_TOO_MANY_PAGES,
  RESUME_UNSUPPORTED_TYPE,
  RESUME_ZIP_BOMB,
} from './resume-refusal-reasons';
import type { ZipPart } from './stored-zip';

/**
 * An accepted DOCX: its page count and its XML parts, inflated within MAX_DOCX_INFLATED_BYTES
 * (other parts, such as images, are kept by name only, empty).
 */
export type DocxInspection =
  { ok: true; pageCount: number; parts: ZipPart[] } | { ok: false; reason: string };

const DOCUMENT_XML = 'word/document.xml';
const APP_XML = 'docProps/app.xml';
/** Page estimate when Word's own count is missing: characters and paragraphs on a dense page. */
const CHARACTERS_PER_PAGE = 3_000;
const PARAGRAPHS_PER_PAGE = 45;

const openZip = (buffer: Buffer): Promise<yauzl.ZipFile> =>
  new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    );
  });

/** Every central-directory entry, read without inflating anything. */
const listEntries = (zip: yauzl.ZipFile): Promise<yauzl.Entry[]> =>
  new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });

/** Parts mammoth reads: the XML of the document, its styles, numbering, notes and relations. */
const isXmlPart = (name: string): boolean => /\.(?:xml|rels)$/i.test(name);

const isZipBomb = (entries: readonly yauzl.Entry[]): boolean => {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > MAX_DOCX_UNCOMPRESSED_BYTES) return true;
    if (
      entry.uncompressedSize > DOCX_RATIO_CHECK_MIN_BYTES &&
      entry.uncompressedSize > MAX_DOCX_COMPRESSION_RATIO * Math.max(1, entry.compressedSize)
    ) {
      return true;
    }
  }
  return false;
};

/** Word's page count from docProps/app.xml, when it wrote one (not every producer does). */
const pagesFromAppXml = (xml: string): number | null => {
  const match = /<(?:\w+:)?Pages>\s*(\d+)\s*<\/(?:\w+:)?Pages>/.exec(xml);
  const pages = match ? Number(match[1]) : 0;
  return pages > 0 ? pages : null;
};

/** An estimate from word/document.xml: explicit page breaks, then text and paragraph volume. */
export const estimateDocxPages = (documentXml: string): number => {
  const explicitBreaks =
    (documentXml.match(/<w:br\b[^>]*w:type="page"/g)?.length ?? 0) +
    (documentXml.match(/<w:pageBreakBefore\b(?![^>]*w:val="(?:0|false)")[^>]*\/>/g)?.length ?? 0);
  const renderedBreaks = documentXml.match(/<w:lastRenderedPageBreak\b/g)?.length ?? 0;
  const paragraphs = documentXml.match(/<w:p[\s>]/g)?.length ?? 0;
  let characters = 0;
  for (const match of documentXml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)) {
    characters += match[1]?.length ?? 0;
  }
  return Math.max(
    1 + Math.max(explicitBreaks, renderedBreaks),
    Math.ceil(characters / CHARACTERS_PER_PAGE),
    Math.ceil(paragraphs / PARAGRAPHS_PER_PAGE),
  );
};

/**
 * Checks a zip that claims to be a DOCX and inflates its XML parts: zip-bomb guards on the
 * central directory (entry count, total uncompressed size, per-entry compression ratio), then
 * every part inflated here under one byte budget counted while inflating (a directory that lies
 * about its sizes does not get past it), presence of word/document.xml, and the page limit.
 */
export const inspectDocxZip = async (bytes: Uint8Array): Promise<DocxInspection> => {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(buffer);
  } catch {
    return { ok: false, reason: RESUME_CORRUPT };
  }
  try {
    if (zip.entryCount > MAX_DOCX_ENTRIES) return { ok: false, reason: RESUME_ZIP_BOMB };
    const entries = await listEntries(zip);
    if (isZipBomb(entries)) return { ok: false, reason: RESUME_ZIP_BOMB };
    if (!entries.some((entry) => entry.fileName === DOCUMENT_XML))
      return { ok: false, reason: RESUME_UNSUPPORTED_TYPE };
    const budget = inflateBudget();
    const parts: ZipPart[] = [];
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const data = isXmlPart(entry.fileName)
        ? await readEntryBounded(zip, entry, budget)
        : Buffer.alloc(0);
      parts.push({ name: entry.fileName, data });
    }
    const text = (name: string) => parts.find((part) => part.name === name)?.data.toString('utf8');
    const appXml = text(APP_XML);
    const pageCount =
      (appXml ? pagesFromAppXml(appXml) : null) ?? estimateDocxPages(text(DOCUMENT_XML) ?? '');
    if (pageCount > MAX_RESUME_PAGES) return { ok: false, reason: RESUME_TOO_MANY_PAGES };
    return { ok: true, pageCount, parts };
  } catch (error) {
    if (error instanceof DocxInflateLimit) return { ok: false, reason: RESUME_ZIP_BOMB };
    // A bad local header or a truncated entry while inflating: the archive is damaged.
    return { ok: false, reason: RESUME_CORRUPT };
  } finally {
    zip.close();
  }
};
