import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  MAX_RESUME_BYTES,
  MAX_RESUME_FILES,
  type ImportJob,
} from '@hirelane/domain/imports/import.schema';
import type { AppContext } from '../../../app-context';
import { withTransaction } from '../../../db/transaction';
import { unprocessable } from '../../../http/http-error';
import type { TenantContext } from '../../../http/request-context';
import { RESUME_TOO_LARGE } from '../../../integrations/resume-parser/resume-refusal-reasons';
import { findImport, insertStoredFile, listImportFiles, toImportJob } from '../import-job-store';
import { requireImportProject } from '../import-project-access';
import { resumeImportJob } from './resume-import-job';
import { insertResumeImport, type NewImportFile } from './resume-import-store';
import { capturePrefix, checkResumePrefix } from './resume-upload-check';

export const TOO_MANY_RESUMES = `Upload at most ${MAX_RESUME_FILES} resumes at once.`;
export const NO_RESUMES = 'Attach at least one resume (field "files").';

/**
 * Multipart limits: busboy cuts a file at 10 MB and skips the rest of that part (the file is
 * refused, the batch goes on); a 101st file raises FST_FILES_LIMIT.
 */
export const RESUME_UPLOAD_LIMITS = {
  fileSize: MAX_RESUME_BYTES,
  files: MAX_RESUME_FILES,
  fields: 10,
  parts: MAX_RESUME_FILES + 10,
  fieldSize: 1024,
};

/**
 * What the route passes to `request.parts`. `throwFileSizeLimit: false` (honoured at run time,
 * missing from the `parts` typing) makes a cut file end normally with `truncated` set, instead of
 * failing the whole request.
 */
export const RESUME_PART_OPTIONS = { limits: RESUME_UPLOAD_LIMITS, throwFileSizeLimit: false };

const FILE_FIELDS = new Set(['files', 'files[]']);

type StoredResume = {
  id: string;
  key: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
};

export const resumeStorageKey = (workspaceId: string, importId: string, fileId: string) =>
  `workspaces/${workspaceId}/imports/${importId}/resumes/${fileId}`;

export const cleanFilename = (name: string | undefined): string => {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()
    // eslint-disable-next-line no-control-regex
    ?.replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return (base || 'resume').slice(0, 255);
};

/** Streams one part into storage; a refused file keeps no bytes. */
const storeResume = async (
  app: Pick<AppContext, 'storage'>,
  workspaceId: string,
  importId: string,
  part: MultipartFile,
): Promise<{ row: NewImportFile; stored: StoredResume | null }> => {
  const id = randomUUID();
  const filename = cleanFilename(part.filename);
  const capture = capturePrefix();
  // pipeline (not pipe) tears the upload stream down if storage fails.
  const key = resumeStorageKey(workspaceId, importId, id);
  const stored = await app.storage.put(
    key,
    pipeline(part.file, capture.stream, () => undefined),
    {
      maxBytes: MAX_RESUME_BYTES,
    },
  );
  const refuse = async (reason: string) => {
    await app.storage.remove(key);
    return { row: { id, fileId: null, filename, size: stored.size, reason }, stored: null };
  };
  if (part.file.truncated) return refuse(RESUME_TOO_LARGE);
  const check = checkResumePrefix(capture.prefix(), stored.size);
  if (check.refused) return refuse(check.reason);
  return {
    row: { id, fileId: id, filename, size: stored.size, reason: null },
    stored: {
      id,
      key,
      filename,
      contentType: check.contentType,
      size: stored.size,
      sha256: stored.sha256,
    },
  };
};

const isFilesLimit = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'FST_FILES_LIMIT';

/**
 * POST /api/project/{id}/import/resumes: streams each `files` part into storage (10 MB each,
 * over that the file is refused; empty or not PDF/DOCX/OLE by its first bytes: refused at once),
 * then records the stored files, the import and its file rows and queues the job in ONE
 * transaction. More than 100 files: 422 and nothing is kept.
 */
export const uploadResumeImport = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  parts: AsyncIterableIterator<Multipart>,
): Promise<ImportJob> => {
  await requireImportProject(app.db, tenant, projectId, 'project:candidates:edit');
  const importId = randomUUID();
  const rows: NewImportFile[] = [];
  const stored: StoredResume[] = [];
  const removeStored = () =>
    Promise.all(stored.map((file) => app.storage.remove(file.key).catch(() => undefined)));
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (!FILE_FIELDS.has(part.fieldname)) {
        part.file.resume();
        throw unprocessable(NO_RESUMES, [{ path: part.fieldname, message: 'Unknown field.' }]);
      }
      const result = await storeResume(app, tenant.workspaceId, importId, part);
      rows.push(result.row);
      if (result.stored) stored.push(result.stored);
    }
  } catch (error) {
    await removeStored();
    if (isFilesLimit(error))
      throw unprocessable(TOO_MANY_RESUMES, [{ path: 'files', message: TOO_MANY_RESUMES }]);
    throw error;
  }
  if (rows.length === 0)
    throw unprocessable(NO_RESUMES, [{ path: 'files', message: 'This field is required.' }]);

  try {
    await withTransaction(app.pool, async (tx) => {
      for (const file of stored)
        await insertStoredFile(tx.sql, {
          id: file.id,
          workspaceId: tenant.workspaceId,
          storageKey: file.key,
          filename: file.filename,
          contentType: file.contentType,
          size: file.size,
          sha256: file.sha256,
          userId,
        });
      await insertResumeImport(tx.sql, {
        id: importId,
        workspaceId: tenant.workspaceId,
        projectId,
        userId,
        files: rows,
      });
      await app.queue.send(
        resumeImportJob,
        { importId, workspaceId: tenant.workspaceId, projectId, userId },
        { within: tx.sql },
      );
    });
  } catch (error) {
    await removeStored();
    throw error;
  }
  const row = await findImport(app.pool, tenant.workspaceId, importId, projectId);
  if (!row) throw new Error('import vanished after commit');
  const files = await listImportFiles(app.pool, tenant.workspaceId, [importId]);
  return toImportJob(row, files.get(importId));
};
