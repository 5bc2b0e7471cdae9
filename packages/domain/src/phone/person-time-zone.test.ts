import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { countryOfText, personTimeZone } from './person-time-zone';

describe('where a person lives, as a time zone', () => {
  it('knows the zone of a country that has one, by code or by name', () => {
    expect(personTimeZone(null, 'DE')).toBe('Europe/Berlin');
    expect(personTimeZone('Munich', 'Germany')).toBe('Europe/Berlin');
    expect(personTimeZone(null, 'united kingdom')).toBe('Europe/London');
    expect(personTimeZone(null, 'UK')).toBe('Europe/London');
  });

  it('needs the city in a country with several zones', () => {
    expect(personTimeZone(null, 'United States')).toBeNull();
    expect(personTimeZone('Springfield', 'US')).toBeNull();
    expect(personTimeZone('San Francisco, CA', 'USA')).toBe('America/Los_Angeles');
    expect(personTimeZone('New York', 'United States')).toBe('America/New_York');
    expect(personTimeZone('Perth', 'Australia')).toBe('Australia/Perth');
  });

  it('knows nothing of a place outside the table', () => {
    expect(personTimeZone('Reykjavik', 'Iceland')).toBeNull();
    expect(personTimeZone(null, null)).toBeNull();
    expect(countryOfText('  ')).toBeUndefined();
  });

  it('gives every country of the table a zone the runtime knows, or a city list', () => {
    for (const country of COUNTRIES) {
      const zone = personTimeZone(null, country.short_name);
      if (zone === null) continue;
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone }), zone).not.toThrow();
    }
    const withoutZone = COUNTRIES.filter((c) => personTimeZone(null, c.short_name) === null).map(
      (c) => c.short_name,
    );
    expect(withoutZone.sort()).toEqual(['AU', 'BR', 'CA', 'MX', 'US']);
  });
});
