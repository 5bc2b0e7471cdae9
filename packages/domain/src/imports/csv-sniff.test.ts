import { describe, expect, it } from 'vitest';
import {
  containsNul,
  detectDelimiter,
  hasUtf8Bom,
  isValidUtf8,
  refusedStartReason,
} from './csv-sniff';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('detectDelimiter', () => {
  it('finds comma, semicolon and tab', () => {
    expect(detectDelimiter('name,email\nJane,jane@example.com\n')).toBe(',');
    expect(detectDelimiter('name;email;city\nJane;jane@example.com;Paris, France\n')).toBe(';');
    expect(detectDelimiter('name\temail\nJane, Doe\tjane@example.com\n')).toBe('\t');
  });

  it('ignores delimiters inside quotes, including quoted line breaks', () => {
    const sample = 'name;note\r\n"Doe, Jane";"a, b, c"\r\n"Roe, Rick";"line one,\r\nline, two"\r\n';
    expect(detectDelimiter(sample)).toBe(';');
  });

  it('prefers the delimiter that splits every line alike', () => {
    const sample = 'a,b;c;d\n1;2;3\n4;5;6\n7,8;9;10\n';
    expect(detectDelimiter(sample)).toBe(';');
  });

  it('copes with a BOM, a single column and a sample cut mid-line', () => {
    expect(detectDelimiter('\uFEFFfirst;last\nJane;Do')).toBe(';');
    expect(detectDelimiter('email\njane@example.com\n')).toBe(',');
    expect(detectDelimiter('')).toBe(',');
  });
});

describe('encoding and binary sniffing', () => {
  it('recognises the UTF-8 byte-order mark', () => {
    expect(hasUtf8Bom(bytes(0xef, 0xbb, 0xbf, 0x61))).toBe(true);
    expect(hasUtf8Bom(bytes(0x61, 0xef, 0xbb, 0xbf))).toBe(false);
  });

  it('tells UTF-8 from Latin-1 bytes', () => {
    // "José Müller Peña" in UTF-8: é = C3 A9, ü = C3 BC, ñ = C3 B1.
    const utf8 = bytes(
      0x4a,
      0x6f,
      0x73,
      0xc3,
      0xa9,
      0x20,
      0x4d,
      0xc3,
      0xbc,
      0x20,
      0x50,
      0x65,
      0xc3,
      0xb1,
      0x61,
    );
    expect(isValidUtf8(utf8)).toBe(true);
    // The same in Latin-1: é = E9, ü = FC, ñ = F1, each a lone byte.
    expect(isValidUtf8(bytes(0x4a, 0x6f, 0x73, 0xe9, 0x0a))).toBe(false);
    expect(isValidUtf8(bytes(0x4d, 0xfc, 0x6c))).toBe(false);
    expect(isValidUtf8(bytes(0x50, 0x65, 0xf1, 0x61))).toBe(false);
    // Three- and four-byte characters (€, 😀), an overlong form and a surrogate.
    expect(isValidUtf8(bytes(0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80))).toBe(true);
    expect(isValidUtf8(bytes(0xc0, 0xaf))).toBe(false);
    expect(isValidUtf8(bytes(0xed, 0xa0, 0x80))).toBe(false);
    // A sample cut in the middle of a two-byte character is still UTF-8 when partial.
    expect(isValidUtf8(bytes(0x4a, 0xc3), true)).toBe(true);
    expect(isValidUtf8(bytes(0x4a, 0xc3))).toBe(false);
  });

  it('refuses PDF, zip/xlsx, old Excel, gzip, images, UTF-16 and NUL bytes', () => {
    expect(refusedStartReason(ascii('%PDF-1.7'))).toMatch(/PDF/);
    expect(refusedStartReason(bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toMatch(/Excel/);
    expect(refusedStartReason(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1))).toMatch(/Excel/);
    expect(refusedStartReason(bytes(0x1f, 0x8b, 0x08))).toMatch(/gzip/);
    expect(refusedStartReason(bytes(0x89, 0x50, 0x4e, 0x47))).toMatch(/image/);
    expect(refusedStartReason(bytes(0xff, 0xfe, 0x6e, 0x00))).toMatch(/UTF-16/);
    expect(refusedStartReason(bytes(0x61, 0x2c, 0x00, 0x62))).toMatch(/not a CSV text file/);
    expect(refusedStartReason(ascii('name,email\n'))).toBeNull();
    expect(containsNul(bytes(0x61, 0x00))).toBe(true);
  });
});
