import { createHmac, timingSafeEqual } from 'node:crypto';

/** Meta signs a webhook's raw body with HMAC-SHA256 of the app secret: `sha256=<hex>`. */
export const signCloudApiBody = (appSecret: string, body: Buffer | string): string =>
  `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;

export const isValidCloudApiSignature = (
  appSecret: string,
  body: Buffer,
  header: string | undefined,
): boolean => {
  const match = header ? /^sha256=([0-9a-f]{64})$/i.exec(header) : null;
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', appSecret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(match[1].toLowerCase(), 'hex'));
};
