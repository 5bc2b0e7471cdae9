import { createHmac, timingSafeEqual } from 'node:crypto';

/** Slack refuses replays older than five minutes; so do we. */
const MAX_AGE_SECONDS = 5 * 60;

/**
 * Checks X-Slack-Signature (`v0=` + HMAC-SHA256 of `v0:{timestamp}:{raw body}`) and
 * X-Slack-Request-Timestamp of a request from Slack to one of our endpoints.
 */
export const isSignedBySlack = (
  signingSecret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  now = new Date(),
): boolean => {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || !headers.signature) return false;
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(
    `v0=${createHmac('sha256', signingSecret).update(`v0:${timestamp}:${rawBody}`).digest('hex')}`,
  );
  const given = Buffer.from(headers.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};
