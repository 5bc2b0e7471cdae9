/**
 * Minimal image files for the photo tests: right magic bytes, header and end, no real pixels
 * (nothing in the checks decodes them).
 */

const u32be = (value: number) => [
  (value >>> 24) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
];
const u16be = (value: number) => [(value >>> 8) & 0xff, value & 0xff];
const u16le = (value: number) => [value & 0xff, (value >>> 8) & 0xff];
const u24le = (value: number) => [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff];
const u32le = (value: number) => [...u16le(value & 0xffff), ...u16le(value >>> 16)];
const text = (value: string) => [...value].map((char) => char.charCodeAt(0));

// prettier-ignore
export const pngBytes = (width: number, height: number, padding = 0): Uint8Array =>
  Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ...u32be(13), ...text('IHDR'), ...u32be(width), ...u32be(height), 8, 6, 0, 0, 0, 0, 0, 0, 0,
    ...new Array<number>(padding).fill(0),
    ...u32be(0), ...text('IEND'), 0xae, 0x42, 0x60, 0x82,
  ]);

// prettier-ignore
export const jpegBytes = (width: number, height: number): Uint8Array =>
  Uint8Array.from([
    0xff, 0xd8,
    0xff, 0xe0, ...u16be(16), ...text('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
    0xff, 0xdb, ...u16be(4), 0, 1,
    0xff, 0xc0, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
    0xff, 0xda, ...u16be(8), 1, 1, 0, 0, 0x3f, 0,
    0x12, 0x34,
    0xff, 0xd9,
  ]);

const riff = (chunk: number[]): Uint8Array =>
  Uint8Array.from([...text('RIFF'), ...u32le(4 + chunk.length), ...text('WEBP'), ...chunk]);

/** Lossy WebP ("VP8 "): the key frame header holds 14-bit width and height. */
// prettier-ignore
export const webpLossyBytes = (width: number, height: number): Uint8Array =>
  riff([
    ...text('VP8 '), ...u32le(10), 0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a,
    ...u16le(width), ...u16le(height),
  ]);

/** Lossless WebP ("VP8L"): width − 1 and height − 1 packed in 14 bits each. */
export const webpLosslessBytes = (width: number, height: number): Uint8Array => {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return riff([...text('VP8L'), ...u32le(10), 0x2f, ...u32le(bits >>> 0), 0, 0, 0, 0, 0]);
};

/** Extended WebP ("VP8X"): the canvas size as 24-bit width − 1 and height − 1. */
// prettier-ignore
export const webpExtendedBytes = (width: number, height: number): Uint8Array =>
  riff([...text('VP8X'), ...u32le(10), 0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]);
