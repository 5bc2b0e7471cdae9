import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box';

const KEY = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const OTHER_KEY = 'ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100';

const flipFirstChar = (part: string): string => (part.startsWith('A') ? 'B' : 'A') + part.slice(1);

const tamperPart = (sealed: string, index: number): string =>
  sealed
    .split('.')
    .map((part, i) => (i === index ? flipFirstChar(part) : part))
    .join('.');

describe('secret box', () => {
  it('opens what it sealed, including empty and non-ASCII text', () => {
    for (const plaintext of ['hunter2', '', 'pässwörd 🔑 with spaces and a . dot']) {
      expect(openSecret(KEY, sealSecret(KEY, plaintext))).toBe(plaintext);
    }
  });

  it('writes a versioned string of base64url parts and never contains the plaintext', () => {
    const sealed = sealSecret(KEY, 'smtp-password-123');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('smtp-password-123');
  });

  it('seals the same text differently each time', () => {
    const sealed = new Set(Array.from({ length: 20 }, () => sealSecret(KEY, 'same text')));
    expect(sealed.size).toBe(20);
    const ivs = new Set([...sealed].map((text) => text.split('.')[1]));
    expect(ivs.size).toBe(20);
  });

  it('detects tampering with the IV, the tag or the ciphertext', () => {
    const sealed = sealSecret(KEY, 'a secret long enough to tamper with');
    for (const index of [1, 2, 3]) {
      expect(() => openSecret(KEY, tamperPart(sealed, index))).toThrow(
        /altered or sealed with another key/,
      );
    }
  });

  it('refuses the wrong key', () => {
    const sealed = sealSecret(KEY, 'secret');
    expect(() => openSecret(OTHER_KEY, sealed)).toThrow(/altered or sealed with another key/);
  });

  it('refuses malformed input and unknown versions', () => {
    const sealed = sealSecret(KEY, 'secret');
    for (const bad of [
      '',
      'secret',
      sealed.replace(/^v1/, 'v2'),
      sealed.split('.').slice(0, 3).join('.'),
      `${sealed}.extra`,
      sealed.replace('.', '.!'),
    ]) {
      expect(() => openSecret(KEY, bad)).toThrow(/malformed/);
    }
    const [version, iv, tag, body] = sealed.split('.');
    expect(() => openSecret(KEY, [version, iv?.slice(2), tag, body].join('.'))).toThrow(
      /wrong IV or tag length/,
    );
  });

  it('refuses keys that are not 64 hex characters', () => {
    for (const key of ['', 'abc', KEY.slice(2), `${KEY}00`, `${KEY.slice(1)}z`]) {
      expect(() => sealSecret(key, 'secret')).toThrow(/64 hexadecimal characters/);
      expect(() => openSecret(key, 'v1.a.b.c')).toThrow(/64 hexadecimal characters/);
    }
  });
});
