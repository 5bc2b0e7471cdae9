import type { Readable } from 'node:stream';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/http-error';
import { findLogoFile } from './workspace-logo-store';

export type OpenLogo = { stream: Readable; contentType: string; size: number };

/** The logo's bytes with the type its magic bytes gave at upload; any other file id is 404. */
export const openWorkspaceLogo = async (
  app: Pick<AppContext, 'db' | 'storage'>,
  workspaceId: string,
  fileId: string,
): Promise<OpenLogo> => {
  const file = await findLogoFile(app.db, workspaceId, fileId);
  if (!file) throw notFound('Logo not found.');
  return {
    stream: app.storage.stream(file.storageKey),
    contentType: file.contentType,
    size: file.size,
  };
};
