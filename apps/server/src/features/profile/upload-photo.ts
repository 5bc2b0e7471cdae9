import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import {
  MAX_PHOTO_BYTES,
  PHOTO_MESSAGES,
  checkUploadedPhoto,
} from '@hirelane/domain/profile/photo-rules';
import { PHOTO_FIELD, type Profile } from '@hirelane/domain/profile/profile.schema';
import type { AppContext } from '../../app-context';
import { HttpError, unprocessable } from '../../http/http-error';
import { newPhotoFile, photoStorageKey, photoUrl, storageKeyOfPhotoUrl } from './photo-location';
import { lockUser, setUserImage } from './profile-store';
import { toProfile } from './profile-view';
import { removeStoredPhoto } from './remove-stored-photo';
import { payloadTooLarge } from './status-errors';

/**
 * One file part named "photo"; busboy cuts it just past 5 MB and marks it truncated, so a larger
 * upload is never held in memory whole.
 */
export const PHOTO_PART_OPTIONS = {
  limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  throwFileSizeLimit: false,
};

const refuse = (message: string) => unprocessable(message, [{ path: PHOTO_FIELD, message }]);

const readPart = async (part: MultipartFile): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  if (part.file.truncated) throw payloadTooLarge(PHOTO_MESSAGES.tooLarge);
  return Buffer.concat(chunks);
};

/**
 * Settings → Profile photo: the square the browser cropped. The bytes decide (a whole PNG, JPEG
 * or WebP, square, 64–1024 px, at most 5 MB); the declared type and file name are ignored. The
 * new file is stored first, then the user row points at it; the old file goes after the commit.
 */
export const uploadPhoto = async (
  app: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  part: MultipartFile | undefined,
): Promise<Profile> => {
  if (!part || part.fieldname !== PHOTO_FIELD) {
    part?.file.resume();
    throw refuse(PHOTO_MESSAGES.missing);
  }
  const bytes = await readPart(part);
  const check = checkUploadedPhoto(bytes);
  if (!check.ok) throw refuse(check.reason);

  const file = newPhotoFile(randomUUID(), check.info.type);
  const key = photoStorageKey(userId, file);
  await app.storage.put(key, bytes, { maxBytes: MAX_PHOTO_BYTES });
  let replacedKey: string | null;
  let profile: Profile;
  try {
    ({ replacedKey, profile } = await app.db.transaction(async (tx) => {
      const current = await lockUser(tx, userId);
      if (!current) throw new HttpError(401);
      const row = await setUserImage(tx, userId, photoUrl(userId, file));
      if (!row) throw new HttpError(401);
      return { replacedKey: storageKeyOfPhotoUrl(current.image, userId), profile: toProfile(row) };
    }));
  } catch (error) {
    await removeStoredPhoto(app.storage, key);
    throw error;
  }
  await removeStoredPhoto(app.storage, replacedKey);
  return profile;
};
