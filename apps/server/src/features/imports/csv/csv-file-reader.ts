import type { Readable } from 'node:stream';
import { parse, type Parser } from 'csv-parse';
import iconv from 'iconv-lite';
import {
  BINARY_CONTENT_MESSAGE,
  detectDelimiter,
  hasUtf8Bom,
  type CsvDelimiter,
} from '@hirelane/domain/imports/csv-sniff';

/** What a first, quick pass over the file tells before it is parsed. */
export type CsvPrescan = {
  bytes: number;
  /** Valid UTF-8 (with or without BOM), else Windows-1252, the superset of Latin-1 Excel writes. */
  encoding: 'utf-8' | 'windows-1252';
  bom: boolean;
  delimiter: CsvDelimiter;
  /** Data rows if no cell holds a line break: an upper bound, good enough for a progress bar. */
  estimatedRows: number;
};

export class CsvReadError extends Error {}

const SAMPLE_BYTES = 64 * 1024;
/** A record longer than this is an unclosed quote swallowing the file, not a candidate. */
export const MAX_RECORD_BYTES = 1024 * 1024;

/** Streams the file once: size, line count, UTF-8 validity and the first bytes to sniff. */
export const prescanCsv = async (source: Readable): Promise<CsvPrescan> => {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let utf8 = true;
  let bytes = 0;
  let newlines = 0;
  let lastByte = -1;
  const sampleChunks: Buffer[] = [];
  let sampleSize = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    if (chunk.indexOf(0) !== -1) throw new CsvReadError(BINARY_CONTENT_MESSAGE);
    if (sampleSize < SAMPLE_BYTES) {
      sampleChunks.push(chunk);
      sampleSize += chunk.length;
    }
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines += 1;
    lastByte = chunk[chunk.length - 1] ?? lastByte;
    if (utf8) {
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        utf8 = false;
      }
    }
  }
  if (utf8) {
    try {
      decoder.decode();
    } catch {
      utf8 = false;
    }
  }
  const sample = Buffer.concat(sampleChunks).subarray(0, SAMPLE_BYTES);
  const bom = hasUtf8Bom(sample);
  const encoding = utf8 ? 'utf-8' : 'windows-1252';
  const text = utf8
    ? new TextDecoder('utf-8').decode(sample.subarray(bom ? 3 : 0))
    : iconv.decode(sample, 'win1252');
  const lines = newlines + (bytes > 0 && lastByte !== 10 ? 1 : 0);
  return {
    bytes,
    encoding,
    bom,
    delimiter: detectDelimiter(text),
    estimatedRows: Math.max(lines - 1, 0),
  };
};

/** A record and its row number as a spreadsheet shows it (the header is row 1). */
export type CsvRecord = { cells: string[]; row: number };

/** Up to this many records at a time: one await per batch rather than per record. */
const BATCH_RECORDS = 512;

/** The objects of an object-mode stream in arrays of what is already buffered, up to `size`. */
async function* batchesOf<T>(stream: Readable, size: number): AsyncGenerator<T[]> {
  // Set by the listeners, between the awaits below.
  const state: { ended: boolean; failure: Error | null; wake: (() => void) | null } = {
    ended: false,
    failure: null,
    wake: null,
  };
  const notify = () => {
    const resolve = state.wake;
    state.wake = null;
    resolve?.();
  };
  stream.on('readable', notify);
  stream.on('end', () => {
    state.ended = true;
    notify();
  });
  stream.on('error', (error: Error) => {
    state.failure = error;
    notify();
  });
  stream.on('close', () => {
    if (!state.ended) state.failure ??= new Error('The file was closed before its end.');
    notify();
  });
  for (;;) {
    const batch: T[] = [];
    for (let item: T | null; batch.length < size && (item = stream.read() as T | null) !== null;)
      batch.push(item);
    if (batch.length > 0) {
      yield batch;
      continue;
    }
    if (state.failure) throw state.failure;
    if (state.ended) return;
    await new Promise<void>((resolve) => {
      state.wake = resolve;
    });
  }
}

/**
 * The file as batches of records: BOM stripped, decoded, split on the sniffed delimiter; CRLF, LF
 * or CR line ends and line breaks inside quoted cells. Rows may have fewer or more cells than the
 * header; blank lines come as one empty cell (they keep the row numbers right).
 */
export const openCsvRecordBatches = (
  source: Readable,
  prescan: CsvPrescan,
): AsyncIterable<CsvRecord[]> => {
  const parser: Parser = parse({
    delimiter: prescan.delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    max_record_size: MAX_RECORD_BYTES,
  });
  const fail = (error: unknown) => parser.destroy(error instanceof Error ? error : undefined);
  source.on('error', fail);
  if (prescan.encoding === 'utf-8') source.pipe(parser);
  else {
    const decoded = source.pipe(iconv.decodeStream('win1252'));
    decoded.on('error', fail);
    decoded.pipe(parser);
  }
  return (async function* records() {
    let row = 0;
    try {
      for await (const batch of batchesOf<string[]>(parser, BATCH_RECORDS)) {
        yield batch.map((cells) => {
          row += 1;
          return { cells, row };
        });
      }
    } catch (error) {
      throw toReadError(error, row + 1);
    } finally {
      source.destroy();
      parser.destroy();
    }
  })();
};

/** The records of {@link openCsvRecordBatches} one at a time. */
export async function* openCsvRecords(
  source: Readable,
  prescan: CsvPrescan,
): AsyncGenerator<CsvRecord> {
  for await (const batch of openCsvRecordBatches(source, prescan)) yield* batch;
}

const toReadError = (error: unknown, nextRow: number): Error => {
  const { code, records } = error as { code?: unknown; records?: unknown };
  if (typeof code !== 'string' || !code.startsWith('CSV_')) return error as Error;
  // The parser may fail before the records it read were handed over: its own count is exact.
  const row = typeof records === 'number' ? records + 1 : nextRow;
  if (code === 'CSV_MAX_RECORD_SIZE')
    return new CsvReadError(`Row ${row} is longer than 1 MB: a quote is probably never closed.`);
  if (code === 'CSV_QUOTE_NOT_CLOSED')
    return new CsvReadError(`A quoted cell in row ${row} is never closed.`);
  return new CsvReadError(
    `The file could not be read as CSV at row ${row}: ${(error as Error).message}`,
  );
};
