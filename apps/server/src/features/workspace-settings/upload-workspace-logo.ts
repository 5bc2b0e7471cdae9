import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import {
  LOGO_MISSING,
  LOGO_SIGNATURE_BYTES,
  LOGO_TOO_LARGE,
  MAX_LOGO_BYTES,
  checkLogo,
} from '@hirelane/domain/workspace-settings/workspace-logo';
import type { WorkspaceDetails } from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import type { AppContext } from '../../app-context';
import { notFound, unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { getWorkspaceDetails } from './get-workspace-details';
import { removeStoredBytes } from './remove-stored-bytes';
import { lockWorkspace, setWorkspaceLogoUrl } from './workspace-settings-store';
import { deleteLogoFiles, insertLogoFile, logoStorageKey } from './workspace-logo-store';

/** One file part named "file"; busboy cuts it just past 2 MB, so a larger one is never buffered. */
export const LOGO_PART_OPTIONS = {
  limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  throwFileSizeLimit: false,
};

export const workspaceLogoUrl = (workspaceId: string, fileId: string) =>
  `/api/workspace/logo/${fileId}?workspace=${workspaceId}`;

const refuse = (message: string) => unprocessable(message, [{ path: 'file', message }]);

const readPart = async (part: MultipartFile): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  if (part.file.truncated) throw refuse(LOGO_TOO_LARGE);
  return Buffer.concat(chunks);
};

const cleanFilename = (name: string | undefined): string =>
  (
    (name ?? '')
      .split(/[\\/]/)
      .pop()
      // eslint-disable-next-line no-control-regex
      ?.replace(/[\u0000-\u001f\u007f]/g, '')
      .trim() || 'logo'
  ).slice(0, 255);

/**
 * Checks the upload by its bytes (PNG, JPEG or WebP, at most 2 MB), stores it, then in one
 * transaction records it, points the workspace at it and drops the previous logo's row; the
 * previous bytes are removed after the commit.
 */
export const uploadWorkspaceLogo = async (
  app: Pick<AppContext, 'db' | 'storage'>,
  tenant: TenantContext,
  userId: string,
  part: MultipartFile | undefined,
): Promise<WorkspaceDetails> => {
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw refuse(LOGO_MISSING);
  }
  const bytes = await readPart(part);
  const check = checkLogo(bytes.subarray(0, LOGO_SIGNATURE_BYTES), bytes.length);
  if (!check.ok) throw refuse(check.reason);

  const { workspaceId } = tenant;
  const fileId = randomUUID();
  const key = logoStorageKey(workspaceId, fileId);
  const stored = await app.storage.put(key, bytes, { maxBytes: MAX_LOGO_BYTES });
  let replaced: string[];
  try {
    replaced = await app.db.transaction(async (tx) => {
      if (!(await lockWorkspace(tx, workspaceId))) throw notFound('Workspace not found.');
      const previous = await deleteLogoFiles(tx, workspaceId);
      await insertLogoFile(tx, workspaceId, {
        id: fileId,
        storageKey: key,
        filename: cleanFilename(part.filename),
        contentType: check.contentType,
        size: stored.size,
        sha256: stored.sha256,
        createdByUserId: userId,
      });
      await setWorkspaceLogoUrl(tx, workspaceId, workspaceLogoUrl(workspaceId, fileId));
      return previous;
    });
  } catch (error) {
    await removeStoredBytes(app.storage, [key]);
    throw error;
  }
  await removeStoredBytes(app.storage, replaced);
  return getWorkspaceDetails(app.db, tenant);
};
