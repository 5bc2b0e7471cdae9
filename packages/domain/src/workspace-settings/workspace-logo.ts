/** Workspace logos: raster images only (an SVG can carry script), at most 2 MB. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

/** What the file picker offers; the bytes decide, not this list or the file name. */
export const LOGO_ACCEPT = LOGO_CONTENT_TYPES.join(',');

/** How many leading bytes `detectLogoType` needs. */
export const LOGO_SIGNATURE_BYTES = 12;

export const LOGO_TOO_LARGE = 'The logo is larger than 2 MB.';
export const LOGO_WRONG_TYPE = 'The logo must be a PNG, JPEG or WebP image.';
export const LOGO_EMPTY = 'The file is empty.';
export const LOGO_MISSING = 'Attach the logo as the "file" field.';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type by its magic bytes, or null when it is not a PNG, JPEG or WebP file. */
export const detectLogoType = (bytes: Uint8Array): LogoContentType | null => {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
};

export type LogoCheck = { ok: true; contentType: LogoContentType } | { ok: false; reason: string };

/** The whole check of an upload from its size and first bytes (server and browser alike). */
export const checkLogo = (prefix: Uint8Array, size: number): LogoCheck => {
  if (size === 0) return { ok: false, reason: LOGO_EMPTY };
  if (size > MAX_LOGO_BYTES) return { ok: false, reason: LOGO_TOO_LARGE };
  const contentType = detectLogoType(prefix);
  return contentType ? { ok: true, contentType } : { ok: false, reason: LOGO_WRONG_TYPE };
};
