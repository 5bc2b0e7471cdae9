import { describe, expect, it } from 'vitest';
import {
  MAX_PHOTO_BYTES,
  PHOTO_MESSAGES,
  checkUploadedPhoto,
  chosenPictureProblem,
} from './photo-rules';
import { jpegBytes, pngBytes, webpLossyBytes } from './photo-test-bytes';

const bytesOf = (value: string) => Uint8Array.from([...value].map((char) => char.charCodeAt(0)));

const reason = (bytes: Uint8Array) => {
  const check = checkUploadedPhoto(bytes);
  return check.ok ? null : check.reason;
};

describe('checkUploadedPhoto', () => {
  it('accepts a square PNG, JPEG or WebP between 64 and 1024 pixels', () => {
    expect(checkUploadedPhoto(pngBytes(256, 256))).toEqual({
      ok: true,
      info: { type: 'png', width: 256, height: 256 },
    });
    expect(reason(jpegBytes(64, 64))).toBeNull();
    expect(reason(webpLossyBytes(1024, 1024))).toBeNull();
  });

  it('refuses other formats by content', () => {
    const svg = bytesOf('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect(reason(svg)).toBe(PHOTO_MESSAGES.wrongType);
    expect(reason(bytesOf('GIF89a...'))).toBe(PHOTO_MESSAGES.wrongType);
  });

  it('refuses a picture that is not square, too small or too large', () => {
    expect(reason(pngBytes(256, 255))).toBe(PHOTO_MESSAGES.notSquare);
    expect(reason(jpegBytes(63, 63))).toBe(PHOTO_MESSAGES.tooSmall);
    expect(reason(webpLossyBytes(1025, 1025))).toBe(PHOTO_MESSAGES.tooBig);
  });

  it('refuses a damaged file and one over 5 MB', () => {
    const png = pngBytes(256, 256);
    expect(reason(png.subarray(0, png.length - 6))).toBe(PHOTO_MESSAGES.broken);
    expect(reason(pngBytes(256, 256, MAX_PHOTO_BYTES))).toBe(PHOTO_MESSAGES.tooLarge);
  });
});

describe('chosenPictureProblem', () => {
  it('checks the first bytes and the size of the chosen file', () => {
    expect(chosenPictureProblem(jpegBytes(4000, 3000).subarray(0, 16), 3_000_000)).toBeNull();
    expect(chosenPictureProblem(bytesOf('%PDF-1.7'), 1000)).toBe(PHOTO_MESSAGES.wrongType);
    expect(chosenPictureProblem(pngBytes(10, 10), MAX_PHOTO_BYTES + 1)).toBe(
      PHOTO_MESSAGES.tooLarge,
    );
  });
});
