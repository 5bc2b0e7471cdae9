import { describe, expect, it } from 'vitest';
import { conflictingFields, mergedValues, type DuplicatePerson } from './duplicates.schema';

const person = (over: Partial<DuplicatePerson>): DuplicatePerson => ({
  id: 'x',
  full_name: 'Ada Lovelace',
  email: null,
  linkedin_url: null,
  current_company: 'Analytical',
  designation: null,
  current_city: null,
  country: null,
  summary: null,
  phone_numbers: [],
  source: 'manual',
  created_at: '2026-01-01T00:00:00.000Z',
  projects: [],
  ...over,
});

describe('duplicate merge rules', () => {
  const primary = person({ email: 'ada@a.test', designation: 'Engineer', current_city: ' ' });
  const secondary = person({
    full_name: 'ADA LOVELACE',
    email: 'ada@b.test',
    designation: 'Mathematician',
    current_city: 'London',
  });

  it('offers only fields where both have different values (case and blanks ignored)', () => {
    expect(conflictingFields(primary, secondary)).toEqual(['email', 'designation']);
  });

  it('keeps the primary by default, fills its gaps, and takes the chosen secondary values', () => {
    expect(mergedValues(primary, secondary, [])).toMatchObject({
      full_name: 'Ada Lovelace',
      email: 'ada@a.test',
      designation: 'Engineer',
      current_city: 'London',
      summary: null,
    });
    expect(mergedValues(primary, secondary, ['email'])).toMatchObject({
      email: 'ada@b.test',
      designation: 'Engineer',
    });
  });

  it('keeps the primary value when the chosen secondary value is empty', () => {
    expect(mergedValues(primary, person({ email: null }), ['email']).email).toBe('ada@a.test');
  });
});
