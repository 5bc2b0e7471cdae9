import { describe, expect, it } from 'vitest';
import { isVersionOlder } from './presence';

describe('isVersionOlder', () => {
  it('compares dotted versions number by number, not as text', () => {
    expect(isVersionOlder('0.9.0', '0.10.0')).toBe(true);
    expect(isVersionOlder('0.10.0', '0.9.0')).toBe(false);
    expect(isVersionOlder('1.2', '1.2.1')).toBe(true);
    expect(isVersionOlder('1.2.1', '1.2')).toBe(false);
    expect(isVersionOlder('1.2.0', '1.2')).toBe(false);
  });
});
