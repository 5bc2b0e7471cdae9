import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it('forbids framing and sniffing and keeps scripts to our origin', () => {
    const headers = securityHeaders(false);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('turns off camera and geolocation, and lets only our own pages use the microphone', () => {
    expect(securityHeaders(false)['permissions-policy']).toBe(
      'camera=(), geolocation=(), microphone=(self)',
    );
  });

  it('adds HSTS and upgrade-insecure-requests only in production', () => {
    expect(securityHeaders(false)['strict-transport-security']).toBeUndefined();
    expect(securityHeaders(false)['content-security-policy']).not.toContain(
      'upgrade-insecure-requests',
    );
    expect(securityHeaders(true)['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(securityHeaders(true)['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
