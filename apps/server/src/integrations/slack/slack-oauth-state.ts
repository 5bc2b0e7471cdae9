import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What the OAuth state of a Slack connection carries (decision 050). */
export type SlackOAuthState = {
  user_id: string;
  workspace_id: string;
  session_id: string;
  scope: 'workspace' | 'personal';
  /** Unix seconds after which the callback refuses it. */
  expires_at: number;
};

export const SLACK_STATE_TTL_SECONDS = 10 * 60;

const mac = (secret: string, payload: string): string =>
  createHmac('sha256', secret).update(`slack-oauth-state:${payload}`).digest('base64url');

/** `<base64url JSON>.<HMAC-SHA256>` under the session secret, with a random session id. */
export const signSlackState = (
  secret: string,
  fields: Pick<SlackOAuthState, 'user_id' | 'workspace_id' | 'scope'>,
  now = new Date(),
): string => {
  const state: SlackOAuthState = {
    ...fields,
    session_id: randomBytes(16).toString('base64url'),
    expires_at: Math.floor(now.getTime() / 1000) + SLACK_STATE_TTL_SECONDS,
  };
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
};

export type SlackStateCheck =
  { ok: true; state: SlackOAuthState } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

export const verifySlackState = (
  secret: string,
  value: string,
  now = new Date(),
): SlackStateCheck => {
  const [payload, signature, ...rest] = value.split('.');
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'forged' };
  let state: SlackOAuthState;
  try {
    state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SlackOAuthState;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (
    typeof state.user_id !== 'string' ||
    typeof state.workspace_id !== 'string' ||
    typeof state.expires_at !== 'number' ||
    (state.scope !== 'workspace' && state.scope !== 'personal')
  )
    return { ok: false, reason: 'malformed' };
  if (state.expires_at < Math.floor(now.getTime() / 1000)) return { ok: false, reason: 'expired' };
  return { ok: true, state };
};
