import { describe, expect, it } from 'vitest';
import { COUNTRIES, MAX_PHONE_LENGTH, MIN_PHONE_LENGTH, findCountry } from './countries';

// Written out by hand: a change to the table must change this list too.
const EXPECTED_LENGTHS: Record<string, [code: string, length: number]> = {
  US: ['+1', 10],
  CA: ['+1', 10],
  GB: ['+44', 10],
  IN: ['+91', 10],
  DE: ['+49', 11],
  FR: ['+33', 9],
  ES: ['+34', 9],
  IT: ['+39', 10],
  NL: ['+31', 9],
  BR: ['+55', 11],
  AU: ['+61', 9],
  MX: ['+52', 10],
  IE: ['+353', 9],
  NZ: ['+64', 9],
  ZA: ['+27', 9],
  SG: ['+65', 8],
  AE: ['+971', 9],
  JP: ['+81', 10],
  CN: ['+86', 11],
  CH: ['+41', 9],
  AT: ['+43', 10],
  SE: ['+46', 9],
  NO: ['+47', 8],
  DK: ['+45', 8],
  PL: ['+48', 9],
  PT: ['+351', 9],
  PH: ['+63', 10],
  NG: ['+234', 10],
  IL: ['+972', 9],
  KR: ['+82', 10],
};

describe('COUNTRIES (SPEC 3 country table)', () => {
  it('has at least 30 countries with unique ISO codes and names', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(COUNTRIES.map((c) => c.short_name)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.country_name)).size).toBe(COUNTRIES.length);
  });

  it('has the expected code and digit count for common countries', () => {
    for (const [shortName, [code, length]] of Object.entries(EXPECTED_LENGTHS)) {
      const country = findCountry(shortName);
      expect(country, shortName).toBeDefined();
      expect(country?.phone_code, shortName).toBe(code);
      expect(country?.phone_number_length, shortName).toBe(length);
    }
  });

  it('every entry is well formed: length 4..11 matching its format and mask', () => {
    for (const c of COUNTRIES) {
      expect(c.short_name).toMatch(/^[A-Z]{2}$/);
      expect(c.phone_code).toMatch(/^\+\d{1,4}$/);
      expect(c.phone_number_length).toBeGreaterThanOrEqual(MIN_PHONE_LENGTH);
      expect(c.phone_number_length).toBeLessThanOrEqual(MAX_PHONE_LENGTH);
      expect(c.phone_number_format).toMatch(/^\d[\d -]*\d$/);
      expect(c.phone_number_format.replace(/[ -]/g, '')).toHaveLength(c.phone_number_length);
      expect(c.mask).toBe(c.phone_number_format.replace(/\d/g, '#'));
    }
  });

  it('findCountry is case-insensitive and undefined for unknown codes', () => {
    expect(findCountry('gb')?.country_name).toBe('United Kingdom');
    expect(findCountry(' us ')?.country_name).toBe('United States');
    expect(findCountry('XX')).toBeUndefined();
  });
});
