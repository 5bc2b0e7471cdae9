import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A link's secret: 32 random bytes; only its SHA-256 is stored. */
export const newSchedulingToken = (): string => randomBytes(32).toString('base64url');

export const hashSchedulingToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The candidate's page: `${APP_URL}/schedule/${token}`. */
export const schedulingUrl = (appUrl: string, token: string): string =>
  `${appUrl.replace(/\/$/, '')}/schedule/${token}`;

/**
 * The token of a link made without a person (campaign variable, approved verdict): derived from
 * the link id with the server's secret, so rendering the same candidate's message again can put
 * the same URL in without the token ever being stored.
 */
export const derivedSchedulingToken = (secret: string, linkId: string): string =>
  createHmac('sha256', secret).update(`scheduling-link:${linkId}`).digest('base64url');
