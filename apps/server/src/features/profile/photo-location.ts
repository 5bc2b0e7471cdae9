import {
  PHOTO_CONTENT_TYPES,
  PHOTO_EXTENSIONS,
  PHOTO_TYPES,
  type PhotoType,
} from '@hirelane/domain/profile/image-info';

const CONTENT_TYPE_OF_EXTENSION: Record<string, string> = Object.fromEntries(
  PHOTO_TYPES.map((type) => [PHOTO_EXTENSIONS[type], PHOTO_CONTENT_TYPES[type]]),
);

/** Where a photo's bytes live; the file name is a fresh UUID and the real type's extension. */
export const photoStorageKey = (userId: string, file: string) => `users/${userId}/photos/${file}`;

export const newPhotoFile = (id: string, type: PhotoType) => `${id}.${PHOTO_EXTENSIONS[type]}`;

/** What user.image holds: the app route that serves the photo. */
export const photoUrl = (userId: string, file: string) => `/api/user/photo/${userId}/${file}`;

const OWN_PHOTO_URL =
  /^\/api\/user\/photo\/([A-Za-z0-9_-]{1,64})\/([0-9a-f-]{36}\.(?:png|jpg|webp))$/;

/** The storage key behind a photo URL of ours, or null for anything else (nothing to delete). */
export const storageKeyOfPhotoUrl = (url: string | null, userId: string): string | null => {
  const match = url ? OWN_PHOTO_URL.exec(url) : null;
  if (!match?.[1] || !match[2] || match[1] !== userId) return null;
  return photoStorageKey(userId, match[2]);
};

export const contentTypeOfPhotoFile = (file: string): string =>
  CONTENT_TYPE_OF_EXTENSION[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
