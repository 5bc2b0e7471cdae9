import { randomUUID } from 'node:crypto';
import { pipeline, Transform } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { findRequestTextProblem } from '@hirelane/domain/http/request-text';
import { mappedCustomFieldIds, mappingProblems } from '@hirelane/domain/imports/column-mapping';
import {
  BINARY_CONTENT_MESSAGE,
  containsNul,
  refusedStartReason,
} from '@hirelane/domain/imports/csv-sniff';
import {
  csvMappingSchema,
  MAX_CSV_BYTES,
  type CsvMapping,
  type ImportJob,
} from '@hirelane/domain/imports/import.schema';
import type { AppContext } from '../../../app-context';
import { withTransaction } from '../../../db/transaction';
import { unprocessable } from '../../../http/http-error';
import type { TenantContext } from '../../../http/request-context';
import { FileTooLargeError } from '../../../integrations/storage/file-storage';
import { csvImportJob } from './csv-import-job';
import { findImport, insertCsvImport, insertStoredFile, toImportJob } from '../import-job-store';
import { listCustomFields } from '../../pipeline/custom-field-store';
import { requireImportProject } from '../import-project-access';

/** Multipart limits of the upload: one mapping field, then one file of at most 50 MB. */
export const CSV_UPLOAD_LIMITS = {
  fileSize: MAX_CSV_BYTES + 1,
  files: 1,
  fields: 2,
  parts: 3,
  fieldSize: 256 * 1024,
};

const TOO_LARGE_MESSAGE = `The file is larger than ${MAX_CSV_BYTES / 1024 / 1024} MB.`;

/** 413: the error handler passes a 4xx `statusCode` and its message through. */
class PayloadTooLargeError extends Error {
  readonly statusCode = 413;
}

class RefusedContentError extends Error {}

export const sourceStorageKey = (workspaceId: string, importId: string) =>
  `workspaces/${workspaceId}/imports/${importId}/source.csv`;

const readMapping = (part: Multipart | undefined): CsvMapping => {
  if (!part || part.type !== 'field' || part.fieldname !== 'mapping')
    throw unprocessable('Send the column mapping (field "mapping") before the file.', [
      { path: 'mapping', message: 'This field is required.' },
    ]);
  let raw: unknown = part.value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      throw unprocessable('The column mapping is not valid JSON.', [
        { path: 'mapping', message: 'Not valid JSON.' },
      ]);
    }
  }
  // A multipart field: the request-wide text check (http/request-text-guard) does not see it.
  const textProblem = findRequestTextProblem(raw);
  if (textProblem)
    throw unprocessable(textProblem.message, [
      { path: ['mapping', ...textProblem.path].join('.'), message: textProblem.message },
    ]);
  const parsed = csvMappingSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? 'Invalid mapping.';
    throw unprocessable(message, [
      { path: ['mapping', ...(issue?.path ?? [])].join('.'), message },
    ]);
  }
  const [problem] = mappingProblems(parsed.data);
  if (problem) throw unprocessable(problem, [{ path: 'mapping', message: problem }]);
  return parsed.data;
};

/** Refuses binary content on the fly: known magic numbers first, then any NUL byte. */
const textOnly = () => {
  let first = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const reason = first
        ? refusedStartReason(chunk)
        : containsNul(chunk)
          ? BINARY_CONTENT_MESSAGE
          : null;
      first = false;
      if (reason) done(new RefusedContentError(reason));
      else done(null, chunk);
    },
  });
};

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

const cleanFilename = (name: string | undefined): string => {
  const base = (name ?? '').split(/[\\/]/).pop()?.replace(CONTROL_CHARACTERS, '').trim();
  return (base || 'import.csv').slice(0, 255);
};

/**
 * POST /api/project/{id}/import/csv: checks access and the mapping, streams the file into storage
 * (50 MB at most, text only), then records the file and the import and queues the job in one
 * transaction. Nothing is kept when any step fails.
 */
export const uploadCsvImport = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  parts: AsyncIterableIterator<Multipart>,
): Promise<ImportJob> => {
  await requireImportProject(app.db, tenant, projectId, 'project:candidates:edit');
  const mapping = readMapping((await parts.next()).value as Multipart | undefined);
  const customIds = mappedCustomFieldIds(mapping);
  if (customIds.length > 0) {
    const fields = await listCustomFields(app.db, tenant.workspaceId, projectId);
    if (customIds.some((id) => !fields.some((field) => field._id === id)))
      throw unprocessable('The mapping uses a custom field this project does not have.');
  }

  const filePart = (await parts.next()).value as Multipart | undefined;
  if (!filePart || filePart.type !== 'file' || filePart.fieldname !== 'file')
    throw unprocessable('Attach the CSV file (field "file").', [
      { path: 'file', message: 'This field is required.' },
    ]);
  const file: MultipartFile = filePart;
  const importId = randomUUID();
  const fileId = randomUUID();
  const key = sourceStorageKey(tenant.workspaceId, importId);
  let stored;
  try {
    // pipeline (not pipe) so a refusal is handled once, and the upload stream is torn down with it.
    const guarded = pipeline(file.file, textOnly(), () => undefined);
    stored = await app.storage.put(key, guarded, { maxBytes: MAX_CSV_BYTES });
  } catch (error) {
    if (error instanceof RefusedContentError) throw unprocessable(error.message);
    if (error instanceof FileTooLargeError) throw new PayloadTooLargeError(TOO_LARGE_MESSAGE);
    throw error;
  }
  if (file.file.truncated) {
    await app.storage.remove(key);
    throw new PayloadTooLargeError(TOO_LARGE_MESSAGE);
  }
  if (stored.size === 0) {
    await app.storage.remove(key);
    throw unprocessable('The file is empty.');
  }

  try {
    await withTransaction(app.pool, async (tx) => {
      await insertStoredFile(tx.sql, {
        id: fileId,
        workspaceId: tenant.workspaceId,
        storageKey: key,
        filename: cleanFilename(file.filename),
        contentType: 'text/csv',
        size: stored.size,
        sha256: stored.sha256,
        userId,
      });
      await insertCsvImport(tx.sql, {
        id: importId,
        workspaceId: tenant.workspaceId,
        projectId,
        fileId,
        mapping,
        userId,
      });
      await app.queue.send(
        csvImportJob,
        { importId, workspaceId: tenant.workspaceId },
        { within: tx.sql },
      );
    });
  } catch (error) {
    await app.storage.remove(key).catch(() => undefined);
    throw error;
  }
  const row = await findImport(app.pool, tenant.workspaceId, importId, projectId);
  if (!row) throw new Error('import vanished after commit');
  return toImportJob(row);
};
