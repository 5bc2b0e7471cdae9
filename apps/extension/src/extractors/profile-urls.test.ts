import { describe, expect, it } from 'vitest';
import { canonicalGithubProfileUrl, canonicalLinkedinProfileUrl } from './profile-urls';

describe('canonicalLinkedinProfileUrl', () => {
  it('gives every form of one profile the same address (the decision 006 key)', () => {
    const forms = [
      'https://uk.linkedin.com/in/Jane-Doe-12/?trk=x',
      'linkedin.com/in/jane-doe-12',
      'http://m.linkedin.com/in/jane-doe-12/details/experience/',
    ];
    expect(forms.map((url) => canonicalLinkedinProfileUrl(url))).toEqual([
      'https://www.linkedin.com/in/jane-doe-12',
      'https://www.linkedin.com/in/jane-doe-12',
      'https://www.linkedin.com/in/jane-doe-12',
    ]);
  });

  it('refuses pages that are not a person: companies, the feed, other sites', () => {
    expect(canonicalLinkedinProfileUrl('https://www.linkedin.com/company/acme')).toBeNull();
    expect(canonicalLinkedinProfileUrl('https://www.linkedin.com/feed/')).toBeNull();
    expect(canonicalLinkedinProfileUrl('https://evil.example/in/jane')).toBeNull();
  });
});

describe('canonicalGithubProfileUrl', () => {
  it('reads the login of a user page, lower-cased, without query', () => {
    expect(canonicalGithubProfileUrl('https://github.com/Octo-Cat?tab=stars')).toBe(
      'https://github.com/octo-cat',
    );
  });

  it('refuses repositories, GitHub own pages and other hosts', () => {
    expect(canonicalGithubProfileUrl('https://github.com/octo-cat/repo')).toBeNull();
    expect(canonicalGithubProfileUrl('https://github.com/settings')).toBeNull();
    expect(canonicalGithubProfileUrl('https://gitlab.com/octo-cat')).toBeNull();
  });
});
