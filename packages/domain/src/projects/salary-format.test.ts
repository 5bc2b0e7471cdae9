import { describe, expect, it } from 'vitest';
import { formatSalary } from './salary-format';

describe('formatSalary', () => {
  it('writes a range, a single amount, or one bound', () => {
    expect(formatSalary({ min: 80000, max: 95000, currency: 'EUR', period: 'year' })).toBe(
      '€80,000 – €95,000 per year',
    );
    expect(formatSalary({ min: 50, max: 50, currency: 'USD', period: 'hour' })).toBe(
      '$50 per hour',
    );
    expect(formatSalary({ min: 4000, max: null, currency: 'GBP', period: 'month' })).toBe(
      'From £4,000 per month',
    );
    expect(
      formatSalary(
        { min: null, max: 90000, currency: 'EUR', period: 'year' },
        { midSentence: true },
      ),
    ).toBe('up to €90,000 per year');
  });
  it('answers null without amounts, and survives an unknown currency code', () => {
    expect(formatSalary(null)).toBeNull();
    expect(formatSalary({ min: null, max: null, currency: 'EUR', period: 'year' })).toBeNull();
    expect(formatSalary({ min: 1000, max: 2000, currency: 'XX1', period: 'year' })).toBe(
      '1,000 XX1 – 2,000 XX1 per year',
    );
  });
});
