import type { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import type yauzl from 'yauzl';
import { MAX_DOCX_INFLATED_BYTES } from './resume-limits';

/** Inflating went past the byte budget: a zip bomb, whatever its directory claimed. */
export class DocxInflateLimit extends Error {}

/** The part of the byte budget still free, shared by every entry read from one file. */
export type InflateBudget = { left: number };

export const inflateBudget = (bytes = MAX_DOCX_INFLATED_BYTES): InflateBudget => ({ left: bytes });

/**
 * Reads one zip entry, inflating it here with node:zlib and counting every output byte against
 * `budget`: past it the streams are destroyed and the read fails with DocxInflateLimit. The sizes
 * the central directory claims are not trusted (a zip bomb writes small ones); only the
 * compressed bytes the directory points at are read, and at most `budget.left` bytes come out.
 */
export const readEntryBounded = (
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  budget: InflateBudget,
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
      reject(new Error(`unsupported compression method ${entry.compressionMethod}`));
      return;
    }
    const deflated = entry.compressionMethod === 8;
    // Deflated entries come raw: inflating is ours to count. Stored ones are read as they are.
    const options = { decompress: deflated ? false : null, decrypt: null, start: null, end: null };
    zip.openReadStream(entry, options, (error, raw: Readable) => {
      if (error) return reject(error);
      const output: Readable = deflated
        ? raw.pipe(createInflateRaw({ chunkSize: 64 * 1024 }))
        : raw;
      const chunks: Buffer[] = [];
      let settled = false;
      const fail = (reason: Error) => {
        if (settled) return;
        settled = true;
        raw.unpipe();
        raw.destroy();
        output.destroy();
        reject(reason);
      };
      raw.once('error', fail);
      output.once('error', fail);
      output.on('data', (chunk: Buffer) => {
        budget.left -= chunk.length;
        if (budget.left < 0) fail(new DocxInflateLimit('inflated past the limit'));
        else chunks.push(chunk);
      });
      output.once('end', () => {
        if (settled) return;
        settled = true;
        resolve(Buffer.concat(chunks));
      });
    });
  });
