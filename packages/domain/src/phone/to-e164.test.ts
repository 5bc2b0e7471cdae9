import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { toE164 } from './to-e164';
import { phoneLengthMessage, UNKNOWN_COUNTRY_MESSAGE } from './validate-phone';

describe('E.164 normalisation with the country table', () => {
  it.each([
    ['GB', '07400 123456', '+447400123456'],
    ['GB', '7400-123-456', '+447400123456'],
    ['GB', '+44 7400 123456', '+447400123456'],
    ['GB', '0044 7400 123456', '+447400123456'],
    ['DE', '01512 3456789', '+4915123456789'],
    ['US', '(201) 555-0123', '+12015550123'],
    ['US', '201.555.0123', '+12015550123'],
  ])('%s %s → %s', (country, input, e164) => {
    expect(toE164(country, input)).toMatchObject({ valid: true, e164 });
  });

  it('takes a number written for another country of the table as that country’s', () => {
    expect(toE164('US', '+44 7400 123456')).toEqual({
      valid: true,
      e164: '+447400123456',
      country: 'GB',
    });
  });

  it('normalises every country’s own example number', () => {
    for (const country of COUNTRIES) {
      const result = toE164(country.short_name, country.phone_number_format);
      const digits = country.phone_number_format.replace(/\D/g, '');
      expect(result, country.country_name).toMatchObject({
        valid: true,
        e164: `${country.phone_code}${digits}`,
      });
    }
  });

  it.each([
    ['GB', '7400 12345'],
    ['GB', '+44 7400 1234567'],
    ['GB', '74OO 123456'],
    ['GB', ''],
    ['US', '+999 1234567'],
  ])('refuses %s %j with SPEC 5’s message', (country, input) => {
    const length = COUNTRIES.find((entry) => entry.short_name === country)?.phone_number_length;
    expect(toE164(country, input)).toEqual({
      valid: false,
      message: phoneLengthMessage(length ?? 0),
    });
  });

  it('needs a country of the table, unless the number carries its country code', () => {
    expect(toE164('XX', '12345')).toEqual({ valid: false, message: UNKNOWN_COUNTRY_MESSAGE });
    expect(toE164(null, '07400 123456')).toEqual({
      valid: false,
      message: UNKNOWN_COUNTRY_MESSAGE,
    });
    expect(toE164(null, '+49 1512 3456789')).toEqual({
      valid: true,
      e164: '+4915123456789',
      country: 'DE',
    });
    expect(toE164(null, '+999 1')).toEqual({ valid: false, message: UNKNOWN_COUNTRY_MESSAGE });
  });
});
