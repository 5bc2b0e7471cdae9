/** Sniffing a CSV file's first bytes: byte-order mark, binary content, delimiter. */

export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

export const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

export const hasUtf8Bom = (bytes: Uint8Array): boolean =>
  bytes[0] === UTF8_BOM[0] && bytes[1] === UTF8_BOM[1] && bytes[2] === UTF8_BOM[2];

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean =>
  magic.every((byte, index) => bytes[index] === byte);

const NOT_CSV_MESSAGE =
  'This file is not a CSV text file. Export it as CSV (comma, semicolon or tab separated) and try again.';

/** Formats people upload by mistake, recognised by their first bytes. */
const KNOWN_BINARIES: Array<{ magic: readonly number[]; message: string }> = [
  { magic: [0x25, 0x50, 0x44, 0x46], message: 'This is a PDF file, not a CSV file.' },
  {
    magic: [0x50, 0x4b, 0x03, 0x04],
    message:
      'This is a zip archive or an Excel/Word file, not a CSV file. In Excel, use "Save as" → CSV.',
  },
  {
    magic: [0xd0, 0xcf, 0x11, 0xe0],
    message: 'This is an old Excel/Word file, not a CSV file. In Excel, use "Save as" → CSV.',
  },
  { magic: [0x1f, 0x8b], message: 'This is a compressed (gzip) file, not a CSV file.' },
  { magic: [0x89, 0x50, 0x4e, 0x47], message: 'This is an image, not a CSV file.' },
  { magic: [0xff, 0xd8, 0xff], message: 'This is an image, not a CSV file.' },
  { magic: [0xff, 0xfe], message: 'This file is UTF-16 text. Save it as UTF-8 CSV and try again.' },
  { magic: [0xfe, 0xff], message: 'This file is UTF-16 text. Save it as UTF-8 CSV and try again.' },
];

/** Why the first bytes of an upload are not CSV text, or null when they may well be. */
export const refusedStartReason = (firstBytes: Uint8Array): string | null => {
  for (const known of KNOWN_BINARIES) if (startsWith(firstBytes, known.magic)) return known.message;
  return containsNul(firstBytes) ? NOT_CSV_MESSAGE : null;
};

/** Text files never hold a NUL byte; binary files (and UTF-16) almost always do. */
export const containsNul = (bytes: Uint8Array): boolean => bytes.indexOf(0) !== -1;

export const BINARY_CONTENT_MESSAGE = NOT_CSV_MESSAGE;

/** Counts of each delimiter outside quotes, per record, for the first `maxRecords` records. */
const countPerRecord = (
  sample: string,
  maxRecords: number,
): Array<Record<CsvDelimiter, number>> => {
  const records: Array<Record<CsvDelimiter, number>> = [];
  let current: Record<CsvDelimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let inQuotes = false;
  let complete = false;
  for (let index = 0; index < sample.length && records.length < maxRecords; index += 1) {
    const char = sample[index];
    if (char === '"') inQuotes = !inQuotes;
    else if (inQuotes) continue;
    else if (char === ',' || char === ';' || char === '\t') current[char] += 1;
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && sample[index + 1] === '\n') index += 1;
      records.push(current);
      current = { ',': 0, ';': 0, '\t': 0 };
      complete = true;
      continue;
    }
    complete = false;
  }
  // The sample may be cut mid-record: its unfinished last record counts only when it is the only one.
  if (!complete && records.length === 0) records.push(current);
  return records;
};

/**
 * The delimiter of a CSV file from its first lines: the one that splits the header into the most
 * columns while splitting the following records into as many; comma when nothing tells.
 */
export const detectDelimiter = (sample: string, maxRecords = 20): CsvDelimiter => {
  const records = countPerRecord(sample.replace(/^\uFEFF/, ''), maxRecords);
  const [header, ...rest] = records;
  if (!header) return ',';
  let best: CsvDelimiter = ',';
  let bestScore = 0;
  for (const delimiter of CSV_DELIMITERS) {
    const columns = header[delimiter];
    if (columns === 0) continue;
    const consistent = rest.filter((record) => record[delimiter] === columns).length;
    const consistency = rest.length === 0 ? 1 : consistent / rest.length;
    const score = consistency * 1000 + columns;
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
};

/** Bytes a UTF-8 sequence starting with `lead` needs in all, or 0 when `lead` cannot start one. */
const sequenceLength = (lead: number): number => {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
};

/**
 * Whether bytes are valid UTF-8 (no overlong forms, surrogates or code points past U+10FFFF).
 * With `partial`, a sequence cut by the end of the bytes counts as valid: the sample of a file.
 */
export const isValidUtf8 = (bytes: Uint8Array, partial = false): boolean => {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0;
    const length = sequenceLength(lead);
    if (length === 0) return false;
    if (length === 1) {
      index += 1;
      continue;
    }
    if (index + length > bytes.length && !partial) return false;
    const second = bytes[index + 1];
    if (second !== undefined) {
      const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
      const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
      if (second < low || second > high) return false;
    }
    for (let next = 2; next < length; next += 1) {
      const byte = bytes[index + next];
      if (byte !== undefined && (byte < 0x80 || byte > 0xbf)) return false;
    }
    index += length;
  }
  return true;
};
