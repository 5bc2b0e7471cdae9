import { describe, expect, it } from 'vitest';
import { loadFixture } from './load-fixture.test-kit';
import { extractLinkedinMember, toLinkedinIdentity } from './linkedin-member-extractor';

describe('extractLinkedinMember', () => {
  it("reads the signed-in member from the global nav's Me menu", () => {
    const member = extractLinkedinMember(loadFixture('linkedin-feed-member.html'));
    expect(member).toEqual({
      full_name: { status: 'read', value: 'Marta Recruiter' },
      profile_url: { status: 'read', value: 'https://www.linkedin.com/in/marta-recruiter-7' },
      headline: { status: 'read', value: 'Technical Recruiter at Hirelane' },
    });
    expect(toLinkedinIdentity(member)).toEqual({
      full_name: 'Marta Recruiter',
      profile_url: 'https://www.linkedin.com/in/marta-recruiter-7',
      headline: 'Technical Recruiter at Hirelane',
    });
  });

  it("reads a non-Latin member from the feed's identity card", () => {
    const member = extractLinkedinMember(loadFixture('linkedin-feed-identity-card.html'));
    expect(member.full_name).toEqual({ status: 'read', value: 'Ана Петрова' });
    expect(member.profile_url).toEqual({
      status: 'read',
      value: 'https://www.linkedin.com/in/ана-петрова',
    });
    expect(member.headline).toEqual({ status: 'read', value: 'HR Partner' });
  });

  it('says it could not read the member when the nav changed shape, instead of guessing', () => {
    const member = extractLinkedinMember(loadFixture('linkedin-nav-changed.html'));
    expect(member).toEqual({
      full_name: { status: 'unreadable' },
      profile_url: { status: 'unreadable' },
      headline: { status: 'unreadable' },
    });
    expect(toLinkedinIdentity(member)).toBeNull();
  });

  it('reads nobody on a signed-out page', () => {
    const member = extractLinkedinMember(loadFixture('linkedin-authwall.html'));
    expect(toLinkedinIdentity(member)).toBeNull();
  });
});
