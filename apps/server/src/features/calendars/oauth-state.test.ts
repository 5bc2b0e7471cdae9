import { describe, expect, it } from 'vitest';
import { pkceChallenge, pkceVerifier } from '../../integrations/calendar/oauth-pkce';
import { OAUTH_STATE_TTL_MS, signOauthState, verifyOauthState } from './oauth-state';

const SECRET = 's'.repeat(40);
const start = { userId: 'user-1', workspaceId: 'workspace-1', provider: 'google' as const };

describe('the signed OAuth state', () => {
  it('carries the user, workspace, provider and nonce back', () => {
    const now = 1_800_000_000_000;
    const { state, nonce } = signOauthState(SECRET, start, now);
    expect(verifyOauthState(SECRET, state, 'google', now + 1000)).toEqual({
      ...start,
      nonce,
      expiresAt: now + OAUTH_STATE_TTL_MS,
    });
  });

  it('gives every start its own nonce', () => {
    expect(signOauthState(SECRET, start).nonce).not.toBe(signOauthState(SECRET, start).nonce);
  });

  it('is refused once expired', () => {
    const now = 1_800_000_000_000;
    const { state } = signOauthState(SECRET, start, now);
    expect(verifyOauthState(SECRET, state, 'google', now + OAUTH_STATE_TTL_MS)).toBeNull();
  });

  it('is refused under another secret, for another provider, or changed', () => {
    const { state } = signOauthState(SECRET, start);
    expect(verifyOauthState('t'.repeat(40), state, 'google')).toBeNull();
    expect(verifyOauthState(SECRET, state, 'microsoft')).toBeNull();
    const [payload = '', signature = ''] = state.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        w: 'workspace-2',
      }),
    ).toString('base64url');
    expect(verifyOauthState(SECRET, `${forged}.${signature}`, 'google')).toBeNull();
    expect(verifyOauthState(SECRET, payload, 'google')).toBeNull();
    expect(verifyOauthState(SECRET, `${state}.x`, 'google')).toBeNull();
    expect(verifyOauthState(SECRET, 'not-a-state', 'google')).toBeNull();
  });
});

describe('PKCE S256', () => {
  it('matches the example of RFC 7636 appendix B', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('derives a 43-character verifier per nonce that only the secret reproduces', () => {
    const verifier = pkceVerifier(SECRET, 'nonce-1');
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pkceVerifier(SECRET, 'nonce-1')).toBe(verifier);
    expect(pkceVerifier(SECRET, 'nonce-2')).not.toBe(verifier);
    expect(pkceVerifier('t'.repeat(40), 'nonce-1')).not.toBe(verifier);
  });
});
