import { Transform } from 'node:stream';
import {
  RESUME_EMPTY,
  RESUME_UNSUPPORTED_TYPE,
} from '../../../integrations/resume-parser/resume-refusal-reasons';
import { sniffFileKind } from '../../../integrations/resume-parser/sniff-file-kind';

/** PDF readers look for "%PDF-" in the first 1024 bytes; the sniffer needs no more than that here. */
export const RESUME_PREFIX_BYTES = 1024;

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export const DOCX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type UploadCheck =
  { refused: false; contentType: string } | { refused: true; reason: string };

/**
 * The cheap check made while the upload streams in, from the first bytes only: an empty file or
 * one that is neither PDF, zip (DOCX) nor an OLE container is refused at once. Everything that
 * needs the whole file (integrity, password, zip bomb, pages; and which OLE file it is) is left
 * to the parser in the queued job.
 */
export const checkResumePrefix = (prefix: Uint8Array, size: number): UploadCheck => {
  if (size === 0) return { refused: true, reason: RESUME_EMPTY };
  const kind = sniffFileKind(prefix);
  if (kind === 'pdf') return { refused: false, contentType: 'application/pdf' };
  if (kind === 'zip') return { refused: false, contentType: DOCX_CONTENT_TYPE };
  if (Buffer.from(prefix.subarray(0, OLE_MAGIC.length)).equals(OLE_MAGIC))
    return { refused: false, contentType: 'application/octet-stream' };
  return { refused: true, reason: RESUME_UNSUPPORTED_TYPE };
};

/** A pass-through stream that keeps a copy of the first `limit` bytes. */
export const capturePrefix = (limit = RESUME_PREFIX_BYTES) => {
  const chunks: Buffer[] = [];
  let kept = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (kept < limit) {
        const part = chunk.subarray(0, limit - kept);
        chunks.push(Buffer.from(part));
        kept += part.length;
      }
      done(null, chunk);
    },
  });
  return { stream, prefix: (): Uint8Array => Buffer.concat(chunks) };
};
