import { describe, expect, it } from 'vitest';
import {
  readCookie,
  sessionCookieName,
  signSessionToken,
  verifySessionCookie,
} from './session-cookie';

describe('session cookie', () => {
  const secret = 'a-secret-that-is-long-enough-for-hmac';

  it('verifies what it signed and returns the token', () => {
    expect(verifySessionCookie(signSessionToken('tok123', secret), secret)).toBe('tok123');
  });

  it('refuses a tampered token, a wrong secret and garbage', () => {
    const signed = decodeURIComponent(signSessionToken('tok123', secret));
    expect(
      verifySessionCookie(encodeURIComponent(signed.replace('tok123', 'tok124')), secret),
    ).toBeNull();
    expect(verifySessionCookie(signSessionToken('tok123', 'other-secret'), secret)).toBeNull();
    expect(verifySessionCookie('%E0%A4%A', secret)).toBeNull();
    expect(verifySessionCookie('no-dot', secret)).toBeNull();
  });

  it('names the cookie with the __Secure- prefix when secure', () => {
    expect(sessionCookieName(false)).toBe('hirelane.session_token');
    expect(sessionCookieName(true)).toBe('__Secure-hirelane.session_token');
  });

  it('reads one cookie out of a header', () => {
    expect(readCookie('a=1; hirelane.session_token=abc%2E; b=2', 'hirelane.session_token')).toBe(
      'abc%2E',
    );
    expect(readCookie('a=1', 'hirelane.session_token')).toBeUndefined();
    expect(readCookie(undefined, 'x')).toBeUndefined();
  });
});
