import { describe, expect, it } from 'vitest';
import { internationalPhone, manualCandidateRequest } from './manual-candidate.schema';

const errorsOf = (input: unknown) => {
  const parsed = manualCandidateRequest.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('manualCandidateRequest', () => {
  it('needs a first name (SPEC 5 text) and nothing else', () => {
    expect(errorsOf({ first_name: '  ' })).toEqual({ first_name: 'This field is required.' });
    expect(manualCandidateRequest.parse({ first_name: ' Ada ', email: '' })).toMatchObject({
      first_name: 'Ada',
      last_name: '',
      email: null,
      phone_number: null,
    });
  });

  it('checks the phone number against the country table', () => {
    expect(errorsOf({ first_name: 'Ada', phone_country: 'GB', phone_number: '7400 1234' })).toEqual(
      { phone_number: 'The phone number must be a 10-digit number.' },
    );
    expect(errorsOf({ first_name: 'Ada', phone_number: '7400 123456' })).toEqual({
      phone_country: 'Please select a valid country.',
    });
    expect(
      errorsOf({ first_name: 'Ada', phone_country: 'US', phone_number: '201-555-0123' }),
    ).toEqual({});
  });

  it('refuses a malformed e-mail and a URL that is no LinkedIn profile', () => {
    expect(
      errorsOf({ first_name: 'Ada', email: 'ada@', linkedin_url: 'https://example.com/ada' }),
    ).toEqual({
      email: 'Please enter a valid e-mail address.',
      linkedin_url: 'Please enter a LinkedIn profile URL.',
    });
  });
});

describe('internationalPhone', () => {
  it('stores the country code and the digits', () => {
    expect(internationalPhone('gb', '7400 123 456')).toBe('+44 7400123456');
    expect(internationalPhone('US', '201-555-0123')).toBe('+1 2015550123');
    expect(internationalPhone('GB', '123')).toBeNull();
  });
});
