import { createHmac, timingSafeEqual } from 'node:crypto';

/** Vapi's HMAC credential headers, as Hirelane configures them (decision 047). */
export const SIGNATURE_HEADER = 'x-vapi-signature';
export const TIMESTAMP_HEADER = 'x-vapi-timestamp';
/** A message signed longer ago than this is refused (a captured one replayed later). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** HMAC-SHA256, hex, of `<timestamp>.<raw body>` with the webhook secret. */
export const signVoiceWebhook = (
  secret: string,
  timestamp: number,
  body: string | Buffer,
): string => createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

/** Whether a server message is the provider's own, recent one. */
export const verifyVoiceWebhook = (
  secret: string,
  headers: { signature: string | undefined; timestamp: string | undefined },
  body: Buffer,
  now: Date,
): boolean => {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  const seconds = Number(timestamp);
  if (Math.abs(now.getTime() / 1000 - seconds) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signVoiceWebhook(secret, seconds, body), 'hex');
  const given = Buffer.from(signature.replace(/^sha256=/, ''), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
};
