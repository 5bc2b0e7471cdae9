import type { AppContext } from '../../app-context';
import { notFound } from '../../http/http-error';
import { contentTypeOfPhotoFile, photoStorageKey } from './photo-location';
import { canSeePhotoOf } from './profile-store';

export type OpenPhoto = { bytes: Buffer; contentType: string };

const PHOTO_NOT_FOUND = 'Photo not found.';

const isMissingFile = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === 'ENOENT';

/**
 * A stored photo, for the caller or anyone who shares a workspace with its owner; everyone else,
 * and a replaced or removed photo, gets 404. Photos are small (the browser sends a 256 px crop), so
 * they are read whole.
 */
export const openPhoto = async (
  app: Pick<AppContext, 'db' | 'storage'>,
  viewerId: string,
  ownerId: string,
  file: string,
): Promise<OpenPhoto> => {
  if (!(await canSeePhotoOf(app.db, viewerId, ownerId))) throw notFound(PHOTO_NOT_FOUND);
  try {
    const bytes = await app.storage.read(photoStorageKey(ownerId, file));
    return { bytes, contentType: contentTypeOfPhotoFile(file) };
  } catch (error) {
    if (isMissingFile(error)) throw notFound(PHOTO_NOT_FOUND);
    throw error;
  }
};
