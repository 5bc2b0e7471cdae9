import path from 'node:path';
import { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadCandidateAccess } from './candidate-access';
import { findStoredFile } from './resume-file-store';

const NO_RESUME = 'This candidate has no resume.';

/** Types a browser may render inline; anything else is offered as bytes. */
const INLINE_TYPES = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

/** A filename safe in a quoted header parameter (the UTF-8 form goes in filename*). */
export const asciiFilename = (filename: string): string => {
  const base = path.basename(filename.replace(/\\/g, '/'));
  const ascii = base
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\;]/g, '')
    .trim();
  return ascii || 'resume';
};

const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export const contentDisposition = (filename: string): string => {
  const base = path.basename(filename.replace(/\\/g, '/')) || 'resume';
  return `inline; filename="${asciiFilename(filename)}"; filename*=UTF-8''${rfc5987(base)}`;
};

/** Reads the first chunk before answering, so a file missing from storage is a 404, not a broken 200. */
export const startStream = async (source: Readable): Promise<Readable> => {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  return Readable.from(
    (async function* () {
      try {
        if (first.done) return;
        yield first.value as Buffer;
        for (let next = await iterator.next(); !next.done; next = await iterator.next())
          yield next.value as Buffer;
      } finally {
        // Closes the file when the client goes away before the end.
        await iterator.return?.();
      }
    })(),
  );
};

export const openResume = async (
  db: Database,
  storage: FileStorage,
  tenant: TenantContext,
  candidateId: string,
): Promise<{ stream: Readable; contentType: string; size: number; disposition: string }> => {
  const { candidate } = await loadCandidateAccess(db, tenant, candidateId);
  if (!candidate.resumeFileId) throw notFound(NO_RESUME);
  const file = await findStoredFile(db, tenant.workspaceId, candidate.resumeFileId);
  if (!file) throw notFound(NO_RESUME);
  let stream: Readable;
  try {
    stream = await startStream(storage.stream(file.storageKey));
  } catch {
    throw notFound('The resume file is missing from storage.');
  }
  return {
    stream,
    contentType: INLINE_TYPES.has(file.contentType) ? file.contentType : 'application/octet-stream',
    size: file.size,
    disposition: contentDisposition(file.filename),
  };
};
