import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from './abbreviate-number';

describe('abbreviateNumber (SPEC 9)', () => {
  it('keeps numbers below 1000 as they are', () => {
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(7)).toBe('7');
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(12.5)).toBe('12.5');
  });

  it('uses K, M, B, T from 1000 with one decimal at most', () => {
    expect(abbreviateNumber(1000)).toBe('1K');
    expect(abbreviateNumber(1500)).toBe('1.5K');
    expect(abbreviateNumber(1549)).toBe('1.5K');
    expect(abbreviateNumber(1550)).toBe('1.6K');
    expect(abbreviateNumber(12_345)).toBe('12.3K');
    expect(abbreviateNumber(1_000_000)).toBe('1M');
    expect(abbreviateNumber(2_500_000_000)).toBe('2.5B');
    expect(abbreviateNumber(3_000_000_000_000)).toBe('3T');
  });

  it('drops a trailing .0', () => {
    expect(abbreviateNumber(2_040)).toBe('2K');
    expect(abbreviateNumber(10_000_000)).toBe('10M');
  });

  it('rounds up into the next suffix', () => {
    expect(abbreviateNumber(999_999)).toBe('1M');
    expect(abbreviateNumber(999_950_000)).toBe('1B');
  });

  it('stays in T beyond trillions, and keeps the sign', () => {
    expect(abbreviateNumber(5_000_000_000_000_000)).toBe('5000T');
    expect(abbreviateNumber(-1500)).toBe('-1.5K');
    expect(abbreviateNumber(-5)).toBe('-5');
  });
});
