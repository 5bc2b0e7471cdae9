import { createHmac, timingSafeEqual } from 'node:crypto';

/** WAHA signs a webhook's raw body with HMAC-SHA512 of the session's key, hex, in X-Webhook-Hmac. */
export const signWahaBody = (key: string, body: Buffer | string): string =>
  createHmac('sha512', key).update(body).digest('hex');

export const isValidWahaSignature = (
  key: string,
  body: Buffer,
  signature: string | undefined,
): boolean => {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signWahaBody(key, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
};
