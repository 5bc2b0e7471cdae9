import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyFrom = (keyHex: string): Buffer => {
  if (!/^[0-9a-fA-F]{64}$/.test(keyHex)) {
    throw new Error('The secret key must be 64 hexadecimal characters (32 bytes).');
  }
  return Buffer.from(keyHex, 'hex');
};

/** Encrypts with AES-256-GCM under a fresh random IV: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export const sealSecret = (keyHex: string, plaintext: string): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, keyFrom(keyHex), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    ciphertext.toString('base64url'),
  ].join('.');
};

const BASE64URL = /^[A-Za-z0-9_-]*$/;

export const openSecret = (keyHex: string, sealed: string): string => {
  const key = keyFrom(keyHex);
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION || !parts.every((part) => BASE64URL.test(part))) {
    throw new Error('The sealed secret is malformed (expected v1.<iv>.<tag>.<ciphertext>).');
  }
  const [, ivText = '', tagText = '', ciphertextText = ''] = parts;
  const iv = Buffer.from(ivText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
    throw new Error('The sealed secret is malformed (wrong IV or tag length).');
  }
  const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertextText, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new Error(
      'The sealed secret could not be opened: it was altered or sealed with another key.',
    );
  }
};
