import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidCloudApiSignature, signCloudApiBody } from './cloud-api-signature';

const SECRET = '0123456789abcdef0123456789abcdef';
const BODY = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');

describe("Meta's webhook signature (X-Hub-Signature-256)", () => {
  it('is sha256= and the hex HMAC-SHA256 of the raw body with the app secret', () => {
    const expected = `sha256=${createHmac('sha256', SECRET).update(BODY).digest('hex')}`;
    expect(signCloudApiBody(SECRET, BODY)).toBe(expected);
    expect(isValidCloudApiSignature(SECRET, BODY, expected)).toBe(true);
    expect(
      isValidCloudApiSignature(SECRET, BODY, expected.toUpperCase().replace('SHA256', 'sha256')),
    ).toBe(true);
  });

  it('refuses another secret, a changed body, a missing, bare or malformed header', () => {
    const signature = signCloudApiBody(SECRET, BODY);
    expect(isValidCloudApiSignature('f'.repeat(32), BODY, signature)).toBe(false);
    expect(isValidCloudApiSignature(SECRET, Buffer.from(`${BODY.toString()} `), signature)).toBe(
      false,
    );
    expect(isValidCloudApiSignature(SECRET, BODY, undefined)).toBe(false);
    expect(isValidCloudApiSignature(SECRET, BODY, signature.slice('sha256='.length))).toBe(false);
    expect(isValidCloudApiSignature(SECRET, BODY, signature.slice(0, -2))).toBe(false);
    expect(isValidCloudApiSignature(SECRET, BODY, `sha1=${signature.slice(7)}`)).toBe(false);
  });
});
