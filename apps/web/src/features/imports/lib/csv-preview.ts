import Papa from 'papaparse';
import { detectDelimiter, refusedStartReason } from '@hirelane/domain/imports/csv-sniff';

/** Only the start of the file is read in the browser; the server parses the whole of it. */
export const PREVIEW_BYTES = 64 * 1024;
export const PREVIEW_ROWS = 20;

export type CsvPreview = {
  headers: string[];
  /** Data rows after the header, each padded or cut to the header's length. */
  rows: string[][];
  delimiter: string;
};

export type CsvPreviewResult = { ok: true; preview: CsvPreview } | { ok: false; reason: string };

/** Valid UTF-8, a character cut at the end of a slice counting as valid when `partial`. */
const isUtf8 = (bytes: Uint8Array, partial: boolean): boolean => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: partial });
    return true;
  } catch {
    return false;
  }
};

const DELIMITER_NAMES: Record<string, string> = {
  ',': 'comma',
  ';': 'semicolon',
  '\t': 'tab',
};

export const delimiterName = (delimiter: string): string =>
  DELIMITER_NAMES[delimiter] ?? `“${delimiter}”`;

/**
 * Reads the first rows of a CSV, TSV or text file for the preview, with the server's rules:
 * binary content refused, UTF-8 or else Latin-1, comma / semicolon / tab detected the same way.
 */
export const readCsvPreview = async (file: Blob): Promise<CsvPreviewResult> => {
  const bytes = new Uint8Array(await file.slice(0, PREVIEW_BYTES).arrayBuffer());
  const refused = refusedStartReason(bytes);
  if (refused) return { ok: false, reason: refused };
  const truncated = file.size > PREVIEW_BYTES;
  // windows-1252 is the browser's name for Latin-1 and decodes every byte.
  const encoding = isUtf8(bytes, truncated) ? 'utf-8' : 'windows-1252';
  const text = new TextDecoder(encoding).decode(bytes, { stream: truncated });
  const delimiter = detectDelimiter(text);
  const result = Papa.parse<string[]>(text, {
    delimiter,
    preview: PREVIEW_ROWS + 1,
    skipEmptyLines: 'greedy',
  });
  const parsed = result.data;
  // When the slice ends before PREVIEW_ROWS rows, its last row is probably cut in the middle.
  if (truncated && parsed.length <= PREVIEW_ROWS) parsed.pop();
  const [headers = [], ...dataRows] = parsed;
  if (headers.every((header) => !header.trim())) {
    return {
      ok: false,
      reason: 'The file has no header row. Its first line must name the columns.',
    };
  }
  // Headers are kept as they appear in the file: the mapping sent to the server is keyed by them.
  const rows = dataRows.map((row) => headers.map((_, index) => row[index] ?? ''));
  return { ok: true, preview: { headers, rows, delimiter } };
};
