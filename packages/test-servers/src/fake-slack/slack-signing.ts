import { createHmac } from 'node:crypto';

/**
 * Slack's request signing (https://api.slack.com/authentication/verifying-requests-from-slack):
 * `v0=` + hex HMAC-SHA256 of `v0:{timestamp}:{raw body}` under the app's signing secret, sent
 * with the timestamp in X-Slack-Request-Timestamp.
 */
export const slackSignature = (signingSecret: string, timestamp: number, body: string): string =>
  `v0=${createHmac('sha256', signingSecret).update(`v0:${timestamp}:${body}`).digest('hex')}`;

/** The two headers Slack sends with a request to an app's endpoint. */
export const signedSlackHeaders = (
  signingSecret: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
): Record<string, string> => ({
  'x-slack-request-timestamp': String(timestamp),
  'x-slack-signature': slackSignature(signingSecret, timestamp, body),
});
