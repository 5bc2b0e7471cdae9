import { isCompleteImage, readImageInfo, sniffPhotoType, type ImageInfo } from './image-info';

/** The largest file the photo upload accepts, also for the picture chosen before cropping. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** The side of the square the browser crops to. */
export const PHOTO_OUTPUT_SIDE = 256;
export const PHOTO_MIN_SIDE = 64;
export const PHOTO_MAX_SIDE = 1024;

export const PHOTO_MESSAGES = {
  missing: 'Attach the photo (field "photo").',
  tooLarge: `The photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`,
  wrongType: 'The photo must be a PNG, JPEG or WebP image.',
  broken: 'The photo file is damaged or incomplete.',
  notSquare: 'The photo must be square. Crop it before uploading.',
  tooSmall: `The photo must be at least ${PHOTO_MIN_SIDE} × ${PHOTO_MIN_SIDE} pixels.`,
  tooBig: `The photo must be at most ${PHOTO_MAX_SIDE} × ${PHOTO_MAX_SIDE} pixels.`,
} as const;

export type PhotoCheck = { ok: true; info: ImageInfo } | { ok: false; reason: string };

/**
 * The server's check of an uploaded photo, from its bytes only: a whole PNG, JPEG or WebP, at most
 * 5 MB, square, and between 64 and 1024 pixels a side.
 */
export const checkUploadedPhoto = (bytes: Uint8Array): PhotoCheck => {
  if (bytes.length > MAX_PHOTO_BYTES) return { ok: false, reason: PHOTO_MESSAGES.tooLarge };
  const type = sniffPhotoType(bytes);
  if (!type) return { ok: false, reason: PHOTO_MESSAGES.wrongType };
  const info = readImageInfo(bytes);
  if (!info || !isCompleteImage(bytes, type)) return { ok: false, reason: PHOTO_MESSAGES.broken };
  if (info.width !== info.height) return { ok: false, reason: PHOTO_MESSAGES.notSquare };
  if (info.width < PHOTO_MIN_SIDE) return { ok: false, reason: PHOTO_MESSAGES.tooSmall };
  if (info.width > PHOTO_MAX_SIDE) return { ok: false, reason: PHOTO_MESSAGES.tooBig };
  return { ok: true, info };
};

/** The browser's check of a picture chosen for cropping: its first bytes and its size. */
export const chosenPictureProblem = (firstBytes: Uint8Array, size: number): string | null => {
  if (size > MAX_PHOTO_BYTES) return PHOTO_MESSAGES.tooLarge;
  if (!sniffPhotoType(firstBytes)) return PHOTO_MESSAGES.wrongType;
  return null;
};
