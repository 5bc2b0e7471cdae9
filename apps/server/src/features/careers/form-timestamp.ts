import { createHmac, timingSafeEqual } from 'node:crypto';

/** A person needs longer than this to fill in the form; a script posting at once does not. */
export const MIN_FILL_MS = 3000;
/** An apply form older than this is stale: the visitor is shown a fresh one. */
export const MAX_FORM_AGE_MS = 24 * 3600 * 1000;

const mac = (secret: string, issuedAt: string) =>
  createHmac('sha256', secret).update(`career-apply:${issuedAt}`).digest('base64url');

/** The hidden "started" field: when the form was served, signed so a script cannot backdate it. */
export const signFormStart = (secret: string, now = Date.now()): string =>
  `${now}.${mac(secret, String(now))}`;

export type FormStartCheck = 'ok' | 'too_fast' | 'stale' | 'invalid';

export const checkFormStart = (
  secret: string,
  token: string | undefined,
  now = Date.now(),
): FormStartCheck => {
  const [issuedAt = '', signature = ''] = (token ?? '').split('.');
  if (!/^\d{1,15}$/.test(issuedAt)) return 'invalid';
  const expected = Buffer.from(mac(secret, issuedAt));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const age = now - Number(issuedAt);
  if (age < MIN_FILL_MS) return 'too_fast';
  if (age > MAX_FORM_AGE_MS) return 'stale';
  return 'ok';
};
