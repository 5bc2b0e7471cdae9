import { createHash, randomBytes } from 'node:crypto';

/** A link's secret: 32 random bytes; only its SHA-256 is stored. */
export const newSchedulingToken = (): string => randomBytes(32).toString('base64url');

export const hashSchedulingToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The candidate's page: `${APP_URL}/schedule/${token}`. */
export const schedulingUrl = (appUrl: string, token: string): string =>
  `${appUrl.replace(/\/$/, '')}/schedule/${token}`;
