import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidWahaSignature, signWahaBody } from './waha-signature';

const KEY = 'waha-key';
const BODY = Buffer.from('{"event":"message","session":"s","payload":{}}');

describe("WAHA's webhook signature", () => {
  it('is the hex HMAC-SHA512 of the raw body with the session key', () => {
    expect(signWahaBody(KEY, BODY)).toBe(createHmac('sha512', KEY).update(BODY).digest('hex'));
    expect(isValidWahaSignature(KEY, BODY, signWahaBody(KEY, BODY))).toBe(true);
    expect(isValidWahaSignature(KEY, BODY, signWahaBody(KEY, BODY).toUpperCase())).toBe(true);
  });

  it('refuses another key, a changed body, a missing or malformed header', () => {
    const signature = signWahaBody(KEY, BODY);
    expect(isValidWahaSignature('other', BODY, signature)).toBe(false);
    expect(isValidWahaSignature(KEY, Buffer.from(`${BODY.toString()} `), signature)).toBe(false);
    expect(isValidWahaSignature(KEY, BODY, undefined)).toBe(false);
    expect(isValidWahaSignature(KEY, BODY, signature.slice(0, 64))).toBe(false);
    expect(isValidWahaSignature(KEY, BODY, `${signature.slice(0, 127)}z`)).toBe(false);
  });
});
