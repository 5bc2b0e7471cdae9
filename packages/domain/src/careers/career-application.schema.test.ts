import { describe, expect, it } from 'vitest';
import {
  APPLICATION_CONSENT_MESSAGE,
  APPLICATION_REQUIRED,
  careerApplicationForm,
  splitFullName,
} from './career-application.schema';
import { careerSlugSchema, updateCareerPageRequest } from './career-page.schema';

const valid = {
  full_name: '  Grace Hopper ',
  email: 'grace@example.com',
  phone_country: 'GB',
  phone_number: '7400 123-456',
  linkedin_url: 'https://www.linkedin.com/in/grace/',
  consent: 'yes',
};

const messages = (input: Record<string, string>): Record<string, string> => {
  const parsed = careerApplicationForm.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(
        parsed.error.issues.map((issue): [string, string] => [
          String(issue.path[0]),
          issue.message,
        ]),
      );
};

describe('careerApplicationForm', () => {
  it('accepts a complete form and trims it; blanks become null', () => {
    const parsed = careerApplicationForm.parse({ ...valid, linkedin_url: '', phone_number: '' });
    expect(parsed).toMatchObject({
      full_name: 'Grace Hopper',
      linkedin_url: null,
      phone_number: null,
    });
  });

  it('applies SPEC 5 to the phone of the chosen country, and needs a country for a number', () => {
    expect(messages({ ...valid, phone_number: '7400 12345' })).toEqual({
      phone_number: 'The phone number must be a 10-digit number.',
    });
    expect(messages({ ...valid, phone_country: '' })).toEqual({
      phone_country: 'Please select a valid country.',
    });
  });

  it('needs the name, a valid e-mail and the consent box', () => {
    expect(messages({ ...valid, full_name: ' ', email: 'nope', consent: '' })).toEqual({
      full_name: APPLICATION_REQUIRED,
      email: 'Please enter a valid e-mail address.',
      consent: APPLICATION_CONSENT_MESSAGE,
    });
    const { consent: _omitted, ...unticked } = valid;
    expect(messages(unticked)).toEqual({ consent: APPLICATION_CONSENT_MESSAGE });
  });

  it('refuses a LinkedIn address that is not a profile', () => {
    expect(messages({ ...valid, linkedin_url: 'https://example.com/me' })).toEqual({
      linkedin_url: 'Please enter a LinkedIn profile URL.',
    });
  });
});

describe('splitFullName', () => {
  it('takes the first word as the first name', () => {
    expect(splitFullName(' Ada  Lovelace King ')).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace King',
    });
    expect(splitFullName('Cher')).toEqual({ first_name: 'Cher', last_name: '' });
  });
});

describe('career page address', () => {
  it('takes lowercase letters, digits and inner single hyphens', () => {
    for (const slug of ['acme', 'acme-jobs-2', 'a1'])
      expect(careerSlugSchema.safeParse(slug).success, slug).toBe(true);
    for (const slug of [
      'Acme',
      'acme_jobs',
      '-acme',
      'acme-',
      'ac--me',
      'a',
      'a/b',
      'x'.repeat(61),
    ])
      expect(careerSlugSchema.safeParse(slug).success, slug).toBe(false);
  });

  it('needs an address to switch the page on, not to keep it off', () => {
    expect(updateCareerPageRequest.safeParse({ slug: null, enabled: true }).success).toBe(false);
    expect(updateCareerPageRequest.safeParse({ slug: null, enabled: false }).success).toBe(true);
  });
});
