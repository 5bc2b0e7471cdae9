import { describe, expect, it } from 'vitest';
import { joinFullName, normalizeEmail, normalizeLinkedinUrl, splitFullName } from './identity';

describe('normalizeEmail', () => {
  it('lower-cases and trims', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });
  it('rejects what is not an address', () => {
    expect(normalizeEmail('jane at example')).toBeNull();
    expect(normalizeEmail('')).toBeNull();
    expect(normalizeEmail(null)).toBeNull();
  });
});

describe('normalizeLinkedinUrl', () => {
  it.each([
    'https://www.linkedin.com/in/Jane-Doe-12/',
    'http://uk.linkedin.com/in/jane-doe-12?trk=public_profile',
    'linkedin.com/in/jane-doe-12',
    'https://m.linkedin.com/in/jane-doe-12#about',
    'www.linkedin.com/in/jane-doe-12/details/experience/',
  ])('maps %s to one key', (url) => {
    expect(normalizeLinkedinUrl(url)).toBe('linkedin.com/in/jane-doe-12');
  });

  it('decodes escaped characters in the slug', () => {
    expect(normalizeLinkedinUrl('https://www.linkedin.com/in/j%C3%BCrgen-m')).toBe(
      'linkedin.com/in/jürgen-m',
    );
  });

  it('ignores other hosts and empty paths', () => {
    expect(normalizeLinkedinUrl('https://github.com/in/jane')).toBeNull();
    expect(normalizeLinkedinUrl('https://notlinkedin.com/in/jane')).toBeNull();
    expect(normalizeLinkedinUrl('https://linkedin.com/')).toBeNull();
    expect(normalizeLinkedinUrl('not a url at all')).toBeNull();
  });
});

describe('names', () => {
  it('splits a full name into first and the rest', () => {
    expect(splitFullName('  María  de la Cruz ')).toEqual({
      first_name: 'María',
      last_name: 'de la Cruz',
    });
    expect(splitFullName('Cher')).toEqual({ first_name: 'Cher', last_name: '' });
  });
  it('joins the parts that exist', () => {
    expect(joinFullName('Jane', null)).toBe('Jane');
    expect(joinFullName(' Jane ', 'Doe')).toBe('Jane Doe');
  });
});
