import { describe, expect, it } from 'vitest';
import { isCompleteImage, readImageInfo, sniffPhotoType } from './image-info';
import {
  jpegBytes,
  pngBytes,
  webpExtendedBytes,
  webpLosslessBytes,
  webpLossyBytes,
} from './photo-test-bytes';

const bytesOf = (value: string) => Uint8Array.from([...value].map((char) => char.charCodeAt(0)));

describe('sniffPhotoType', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffPhotoType(pngBytes(1, 1))).toBe('png');
    expect(sniffPhotoType(jpegBytes(1, 1))).toBe('jpeg');
    expect(sniffPhotoType(webpLossyBytes(1, 1))).toBe('webp');
  });

  it('refuses everything else, whatever it claims to be', () => {
    expect(sniffPhotoType(bytesOf('GIF89a'))).toBeNull();
    expect(sniffPhotoType(bytesOf('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPhotoType(bytesOf('%PDF-1.7'))).toBeNull();
    expect(sniffPhotoType(bytesOf('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffPhotoType(new Uint8Array())).toBeNull();
  });
});

describe('readImageInfo', () => {
  it('reads the pixel size of each format from its header', () => {
    expect(readImageInfo(pngBytes(300, 200))).toEqual({ type: 'png', width: 300, height: 200 });
    expect(readImageInfo(jpegBytes(640, 480))).toEqual({ type: 'jpeg', width: 640, height: 480 });
    expect(readImageInfo(webpLossyBytes(256, 128))).toEqual({
      type: 'webp',
      width: 256,
      height: 128,
    });
    expect(readImageInfo(webpLosslessBytes(512, 512))).toEqual({
      type: 'webp',
      width: 512,
      height: 512,
    });
    expect(readImageInfo(webpExtendedBytes(4000, 3000))).toEqual({
      type: 'webp',
      width: 4000,
      height: 3000,
    });
  });

  it('gives null for a header that is cut short or malformed', () => {
    expect(readImageInfo(pngBytes(10, 10).subarray(0, 20))).toBeNull();
    expect(readImageInfo(Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(readImageInfo(jpegBytes(10, 10).subarray(0, 30))).toBeNull();
    expect(readImageInfo(bytesOf('RIFF\x10\0\0\0WEBPVP8Z\0\0\0\0\0\0\0\0\0\0\0\0\0\0'))).toBeNull();
  });
});

describe('isCompleteImage', () => {
  it('accepts whole files', () => {
    expect(isCompleteImage(pngBytes(8, 8), 'png')).toBe(true);
    expect(isCompleteImage(jpegBytes(8, 8), 'jpeg')).toBe(true);
    expect(isCompleteImage(webpLossyBytes(8, 8), 'webp')).toBe(true);
  });

  it('refuses a file that was cut off or has bytes appended', () => {
    const png = pngBytes(8, 8);
    expect(isCompleteImage(png.subarray(0, png.length - 4), 'png')).toBe(false);
    const jpeg = jpegBytes(8, 8);
    expect(isCompleteImage(jpeg.subarray(0, jpeg.length - 1), 'jpeg')).toBe(false);
    const webp = webpLossyBytes(8, 8);
    expect(isCompleteImage(Uint8Array.from([...webp, 1, 2, 3]), 'webp')).toBe(false);
  });
});
