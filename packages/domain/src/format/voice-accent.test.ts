import { describe, expect, it } from 'vitest';
import { VOICE_ACCENTS, accentCode } from './voice-accent';

describe('voice accents (SPEC 9)', () => {
  it('maps the named accents', () => {
    expect(accentCode('american')).toBe('US');
    expect(accentCode('british')).toBe('GB');
    expect(accentCode('australian')).toBe('AU');
    expect(accentCode('indian')).toBe('IN');
    expect(accentCode('canadian')).toBe('CA');
    expect(accentCode('irish')).toBe('IE');
    expect(accentCode('scottish')).toBe('GB');
    expect(accentCode('south african')).toBe('ZA');
    expect(accentCode('new zealand')).toBe('NZ');
  });

  it('is case-insensitive and ignores surrounding or repeated spaces', () => {
    expect(accentCode('American')).toBe('US');
    expect(accentCode('  BRITISH ')).toBe('GB');
    expect(accentCode('South  African')).toBe('ZA');
  });

  it('unknown → undefined, including object prototype names', () => {
    expect(accentCode('martian')).toBeUndefined();
    expect(accentCode('')).toBeUndefined();
    expect(accentCode('toString')).toBeUndefined();
  });

  it('every code is a two-letter upper-case country code and every key is lower case', () => {
    for (const [name, code] of Object.entries(VOICE_ACCENTS)) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(name).toBe(name.toLowerCase().trim());
    }
  });
});
