import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('accepts same-origin paths', () => {
    expect(safeRedirect('/app')).toBe('/app');
    expect(safeRedirect('/invite?token=abc')).toBe('/invite?token=abc');
  });

  it('rejects everything that could leave the site', () => {
    for (const value of [
      null,
      '',
      'app',
      '//evil.test',
      '/\\evil.test',
      'https://evil.test',
      '/a\nb',
    ]) {
      expect(safeRedirect(value)).toBeNull();
    }
  });
});
