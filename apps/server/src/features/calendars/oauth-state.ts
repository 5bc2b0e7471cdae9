import type { OauthCalendarProvider } from '@hirelane/domain/calendars/calendar-account.schema';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The OAuth `state` of a calendar connection: who started it (user and workspace), for which
 * provider, a random nonce (which also derives the PKCE verifier) and when it expires, signed with
 * HMAC-SHA256 under the session secret. A state that was changed, is for another provider, or is
 * older than ten minutes is refused.
 */

export type CalendarOauthState = {
  userId: string;
  workspaceId: string;
  provider: OauthCalendarProvider;
  nonce: string;
  expiresAt: number;
};

export const OAUTH_STATE_TTL_MS = 10 * 60_000;

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`calendar-oauth-state.${payload}`).digest();

export const signOauthState = (
  secret: string,
  start: Pick<CalendarOauthState, 'userId' | 'workspaceId' | 'provider'>,
  now = Date.now(),
): { state: string; nonce: string } => {
  const nonce = randomBytes(24).toString('base64url');
  const payload = Buffer.from(
    JSON.stringify({
      u: start.userId,
      w: start.workspaceId,
      p: start.provider,
      n: nonce,
      e: now + OAUTH_STATE_TTL_MS,
    }),
  ).toString('base64url');
  return { state: `${payload}.${sign(secret, payload).toString('base64url')}`, nonce };
};

/** The state's content when its signature holds, it is for `provider` and not expired. */
export const verifyOauthState = (
  secret: string,
  state: string,
  provider: OauthCalendarProvider,
  now = Date.now(),
): CalendarOauthState | null => {
  const [payload, signature, extra] = state.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = sign(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { u, w, p, n, e } = value as Record<string, unknown>;
  if (typeof u !== 'string' || typeof w !== 'string' || typeof n !== 'string') return null;
  if (p !== provider || typeof e !== 'number' || e <= now) return null;
  return { userId: u, workspaceId: w, provider, nonce: n, expiresAt: e };
};
