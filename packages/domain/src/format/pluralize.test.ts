import { describe, expect, it } from 'vitest';
import { countLabel, pluralize } from './pluralize';

describe('pluralize (SPEC 9: plural when count > 1)', () => {
  it('0 and 1 are singular', () => {
    expect(pluralize(0, 'candidate')).toBe('candidate');
    expect(pluralize(1, 'candidate')).toBe('candidate');
    expect(pluralize(1.5, 'step')).toBe('steps');
  });

  it('more than 1 is plural, default adds s', () => {
    expect(pluralize(2, 'candidate')).toBe('candidates');
  });

  it('uses a given plural', () => {
    expect(pluralize(3, 'reply', 'replies')).toBe('replies');
    expect(pluralize(1, 'reply', 'replies')).toBe('reply');
  });

  it('countLabel prefixes the count', () => {
    expect(countLabel(0, 'candidate')).toBe('0 candidate');
    expect(countLabel(1, 'candidate')).toBe('1 candidate');
    expect(countLabel(12, 'candidate')).toBe('12 candidates');
    expect(countLabel(2, 'reply', 'replies')).toBe('2 replies');
  });
});
