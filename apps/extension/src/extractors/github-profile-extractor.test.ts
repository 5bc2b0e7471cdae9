import { describe, expect, it } from 'vitest';
import { loadFixture } from './load-fixture.test-kit';
import { extractGithubProfile } from './github-profile-extractor';

describe('extractGithubProfile', () => {
  it('reads the vcard of a user page and its LinkedIn link in one form', () => {
    const profile = extractGithubProfile(
      loadFixture('github-full.html'),
      'https://github.com/Octo-Cat?tab=repositories',
    );
    expect(profile).toEqual({
      site: 'github',
      profile_url: 'https://github.com/octo-cat',
      full_name: { status: 'read', value: 'Mona Lisa Octocat' },
      headline: { status: 'read', value: 'Building developer tools. Rust and TypeScript.' },
      current_title: { status: 'unreadable' },
      current_company: { status: 'read', value: 'github' },
      location: { status: 'read', value: 'San Francisco, CA' },
      linkedin_url: 'https://www.linkedin.com/in/mona-octocat',
      github_url: 'https://github.com/octo-cat',
      experience: { status: 'read', value: [] },
      education: { status: 'read', value: [] },
      skills: { status: 'read', value: [] },
    });
  });

  it('leaves the name unreadable when the user shows only a login', () => {
    const profile = extractGithubProfile(
      loadFixture('github-login-only.html'),
      'https://github.com/ghost-dev',
    );
    expect(profile).toMatchObject({
      full_name: { status: 'unreadable' },
      headline: { status: 'unreadable' },
      location: { status: 'unreadable' },
      current_company: { status: 'unreadable' },
      linkedin_url: null,
      github_url: 'https://github.com/ghost-dev',
    });
  });

  it('keeps a non-Latin name and location', () => {
    const profile = extractGithubProfile(
      loadFixture('github-non-latin.html'),
      'https://github.com/li-wei',
    );
    expect(profile).toMatchObject({
      full_name: { status: 'read', value: '李伟' },
      location: { status: 'read', value: '上海' },
    });
  });

  it('answers null on a repository page', () => {
    expect(
      extractGithubProfile(
        loadFixture('github-repository.html'),
        'https://github.com/octo-cat/hello-world',
      ),
    ).toBeNull();
  });
});
