import { describe, expect, it } from 'vitest';
import {
  LOGO_EMPTY,
  LOGO_TOO_LARGE,
  LOGO_WRONG_TYPE,
  MAX_LOGO_BYTES,
  checkLogo,
  detectLogoType,
} from './workspace-logo';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new Uint8Array([...text].map((char) => char.charCodeAt(0)));

const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46);
const WEBP = ascii('RIFF\u0024\u0000\u0000\u0000WEBPVP8 ');

describe('detectLogoType', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', () => {
    expect(detectLogoType(PNG)).toBe('image/png');
    expect(detectLogoType(JPEG)).toBe('image/jpeg');
    expect(detectLogoType(WEBP)).toBe('image/webp');
  });

  it('refuses SVG, GIF, other RIFF files, HTML and truncated signatures', () => {
    expect(detectLogoType(ascii('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectLogoType(ascii('GIF89a'))).toBeNull();
    expect(detectLogoType(ascii('RIFF\u0024\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(detectLogoType(ascii('<html><script>'))).toBeNull();
    expect(detectLogoType(PNG.subarray(0, 4))).toBeNull();
    expect(detectLogoType(ascii('RIFF'))).toBeNull();
    expect(detectLogoType(new Uint8Array())).toBeNull();
  });
});

describe('checkLogo', () => {
  it('accepts an image up to 2 MB', () => {
    expect(checkLogo(PNG, MAX_LOGO_BYTES)).toEqual({ ok: true, contentType: 'image/png' });
  });

  it('gives the reason for an empty, too large or wrong file', () => {
    expect(checkLogo(new Uint8Array(), 0)).toEqual({ ok: false, reason: LOGO_EMPTY });
    expect(checkLogo(PNG, MAX_LOGO_BYTES + 1)).toEqual({ ok: false, reason: LOGO_TOO_LARGE });
    expect(checkLogo(ascii('%PDF-1.7'), 100)).toEqual({ ok: false, reason: LOGO_WRONG_TYPE });
  });
});
