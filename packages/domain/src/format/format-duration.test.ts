import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration (SPEC 9)', () => {
  it('writes hours, minutes and seconds', () => {
    expect(formatDuration(3903)).toBe('1 Hr 5 Min 3 Sec');
  });

  it('omits zero parts', () => {
    expect(formatDuration(3600)).toBe('1 Hr');
    expect(formatDuration(3603)).toBe('1 Hr 3 Sec');
    expect(formatDuration(120)).toBe('2 Min');
    expect(formatDuration(45)).toBe('45 Sec');
    expect(formatDuration(90_000)).toBe('25 Hr');
  });

  it('0, negative and non-finite give 0 Sec', () => {
    expect(formatDuration(0)).toBe('0 Sec');
    expect(formatDuration(-5)).toBe('0 Sec');
    expect(formatDuration(Number.NaN)).toBe('0 Sec');
  });

  it('drops fractions of a second', () => {
    expect(formatDuration(61.9)).toBe('1 Min 1 Sec');
    expect(formatDuration(0.5)).toBe('0 Sec');
  });
});
