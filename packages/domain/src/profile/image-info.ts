/**
 * What an image file really is, read from its bytes (never its name or the declared type):
 * PNG, JPEG or WebP, with the pixel size from the header.
 */

export const PHOTO_TYPES = ['png', 'jpeg', 'webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

export const PHOTO_CONTENT_TYPES: Record<PhotoType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export const PHOTO_EXTENSIONS: Record<PhotoType, 'png' | 'jpg' | 'webp'> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
};

export type ImageInfo = { type: PhotoType; width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IEND = [0x49, 0x45, 0x4e, 0x44];

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0): boolean =>
  bytes.length >= at + magic.length && magic.every((byte, index) => bytes[at + index] === byte);

const ascii = (bytes: Uint8Array, at: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(at, at + length));

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The image type by its magic bytes alone (enough for the first few bytes of a file). */
export const sniffPhotoType = (bytes: Uint8Array): PhotoType | null => {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP')
    return 'webp';
  return null;
};

const pngInfo = (bytes: Uint8Array): ImageInfo | null => {
  // The IHDR chunk comes first: length (13), "IHDR", width, height.
  if (bytes.length < 33 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  const data = view(bytes);
  return { type: 'png', width: data.getUint32(16), height: data.getUint32(20) };
};

/** Start-of-frame markers carry the size; C4 (Huffman), C8 and CC (arithmetic) do not. */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

const jpegInfo = (bytes: Uint8Array): ImageInfo | null => {
  const data = view(bytes);
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes and markers without a length (TEM, RSTn).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = data.getUint16(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { type: 'jpeg', height: data.getUint16(at + 5), width: data.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return null;
};

const webpInfo = (bytes: Uint8Array): ImageInfo | null => {
  if (bytes.length < 30) return null;
  const data = view(bytes);
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') {
    // A key frame: 3 bytes of frame tag, the start code 9d 01 2a, then 14-bit width and height.
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return {
      type: 'webp',
      width: data.getUint16(26, true) & 0x3fff,
      height: data.getUint16(28, true) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = data.getUint32(21, true);
    return { type: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const width = (data.getUint32(24, true) & 0xffffff) + 1;
    const height = (data.getUint32(26, true) >>> 8) + 1;
    return { type: 'webp', width, height };
  }
  return null;
};

/** The type and pixel size from the header, or null when the bytes are not a PNG, JPEG or WebP. */
export const readImageInfo = (bytes: Uint8Array): ImageInfo | null => {
  switch (sniffPhotoType(bytes)) {
    case 'png':
      return pngInfo(bytes);
    case 'jpeg':
      return jpegInfo(bytes);
    case 'webp':
      return webpInfo(bytes);
    default:
      return null;
  }
};

/** True when the file is whole: a cut upload or appended bytes would pass the header check. */
export const isCompleteImage = (bytes: Uint8Array, type: PhotoType): boolean => {
  switch (type) {
    case 'png':
      // The last chunk is IEND: length 0, "IEND", CRC.
      return startsWith(bytes, IEND, bytes.length - 8);
    case 'jpeg':
      return (
        bytes.length >= 4 && bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9
      );
    case 'webp': {
      const riffSize = view(bytes).getUint32(4, true);
      return riffSize + 8 === bytes.length || riffSize + 9 === bytes.length;
    }
  }
};
