import { describe, expect, it } from 'vitest';
import { extensionProfileSchema } from '@hirelane/domain/extension/extension-api.schema';
import { loadFixture } from './load-fixture.test-kit';
import { extractLinkedinProfile } from './linkedin-profile-extractor';
import { extractGithubProfile } from './github-profile-extractor';
import { toExtensionProfile } from './to-extension-profile';

describe('toExtensionProfile', () => {
  it('sends what was read and leaves unreadable fields empty, in the shape the server accepts', () => {
    const reading = extractLinkedinProfile(
      loadFixture('linkedin-changed-shape.html'),
      'https://www.linkedin.com/in/lee-chen',
    );
    const profile = reading && toExtensionProfile(reading);
    expect(profile).toEqual({
      full_name: 'Lee Chen',
      headline: null,
      current_title: null,
      current_company: null,
      location: null,
      linkedin_url: 'https://www.linkedin.com/in/lee-chen',
      github_url: null,
      experience: [],
      education: [],
      skills: [],
    });
    expect(extensionProfileSchema.safeParse(profile).success).toBe(true);
  });

  it('sends a GitHub person with both profile links', () => {
    const reading = extractGithubProfile(
      loadFixture('github-full.html'),
      'https://github.com/octo-cat',
    );
    const parsed = extensionProfileSchema.parse(reading && toExtensionProfile(reading));
    expect(parsed.github_url).toBe('https://github.com/octo-cat');
    expect(parsed.linkedin_url).toBe('https://www.linkedin.com/in/mona-octocat');
  });

  it('refuses to build a person without a name', () => {
    const reading = extractGithubProfile(
      loadFixture('github-login-only.html'),
      'https://github.com/ghost-dev',
    );
    expect(reading && toExtensionProfile(reading)).toBeNull();
  });
});
