import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { UNKNOWN_COUNTRY_MESSAGE, phoneLengthMessage, validatePhone } from './validate-phone';

describe('validatePhone (SPEC 5)', () => {
  it('accepts the exact digit count after removing dashes and spaces', () => {
    expect(validatePhone('US', '201-555-0123')).toEqual({ valid: true, digits: '2015550123' });
    expect(validatePhone('US', ' 201 555 0123 ')).toEqual({ valid: true, digits: '2015550123' });
    expect(validatePhone('FR', '6 12 34 56 78')).toEqual({ valid: true, digits: '612345678' });
    expect(validatePhone('de', '15123456789')).toEqual({ valid: true, digits: '15123456789' });
  });

  it('accepts every country example number', () => {
    for (const c of COUNTRIES) {
      expect(validatePhone(c.short_name, c.phone_number_format).valid, c.short_name).toBe(true);
    }
  });

  it('rejects too short or too long with the exact message', () => {
    expect(validatePhone('US', '201-555-012')).toEqual({
      valid: false,
      message: 'The phone number must be a 10-digit number.',
    });
    expect(validatePhone('FR', '6123456789')).toEqual({
      valid: false,
      message: 'The phone number must be a 9-digit number.',
    });
    expect(validatePhone('SG', '')).toEqual({
      valid: false,
      message: 'The phone number must be a 8-digit number.',
    });
  });

  it('rejects other non-digits with the same message', () => {
    for (const input of ['(201) 555-0123', '+12015550123', '201.555.0123', '201-555-012a']) {
      expect(validatePhone('US', input)).toEqual({
        valid: false,
        message: 'The phone number must be a 10-digit number.',
      });
    }
  });

  it('unknown country', () => {
    expect(validatePhone('XX', '2015550123')).toEqual({
      valid: false,
      message: UNKNOWN_COUNTRY_MESSAGE,
    });
  });

  it('phoneLengthMessage', () => {
    expect(phoneLengthMessage(11)).toBe('The phone number must be a 11-digit number.');
  });
});
