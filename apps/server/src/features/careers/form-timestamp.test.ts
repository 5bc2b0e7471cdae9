import { describe, expect, it } from 'vitest';
import { checkFormStart, MAX_FORM_AGE_MS, MIN_FILL_MS, signFormStart } from './form-timestamp';

const secret = 'a-test-secret';
const start = 1_800_000_000_000;

describe('form start token', () => {
  it('accepts a form filled in after the minimum time', () => {
    expect(checkFormStart(secret, signFormStart(secret, start), start + MIN_FILL_MS)).toBe('ok');
  });

  it('refuses a form sent too fast and one kept too long', () => {
    const token = signFormStart(secret, start);
    expect(checkFormStart(secret, token, start + MIN_FILL_MS - 1)).toBe('too_fast');
    expect(checkFormStart(secret, token, start + MAX_FORM_AGE_MS + 1)).toBe('stale');
  });

  it('refuses a backdated, foreign or missing token', () => {
    const [, signature] = signFormStart(secret, start).split('.');
    expect(checkFormStart(secret, `${start - 60_000}.${signature}`, start + 5000)).toBe('invalid');
    expect(checkFormStart('another', signFormStart(secret, start), start + 5000)).toBe('invalid');
    expect(checkFormStart(secret, undefined, start)).toBe('invalid');
    expect(checkFormStart(secret, 'abc.def', start)).toBe('invalid');
  });
});
