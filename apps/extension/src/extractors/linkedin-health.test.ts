import { describe, expect, it } from 'vitest';
import { loadFixture } from './load-fixture.test-kit';
import { readLinkedinHealth } from './linkedin-health';

describe('readLinkedinHealth', () => {
  it('recognises a checkpoint and a restriction by the address', () => {
    const page = loadFixture('linkedin-checkpoint.html');
    expect(
      readLinkedinHealth(page, 'https://www.linkedin.com/checkpoint/challenge/AgF?x=1')?.state,
    ).toBe('checkpoint');
    expect(
      readLinkedinHealth(page, 'https://www.linkedin.com/checkpoint/restricted-account/')?.state,
    ).toBe('restricted');
  });

  it('recognises a signed-out member by the address and by the sign-in wall', () => {
    const wall = loadFixture('linkedin-authwall.html');
    expect(readLinkedinHealth(wall, 'https://www.linkedin.com/login?trk=x')).toEqual({
      state: 'logged_out',
      message: 'LinkedIn is signed out in the browser with the Hirelane extension.',
    });
    expect(readLinkedinHealth(wall, 'https://www.linkedin.com/authwall?trk=x')?.state).toBe(
      'logged_out',
    );
    expect(readLinkedinHealth(wall, 'https://www.linkedin.com/in/jane-doe/')?.state).toBe(
      'logged_out',
    );
  });

  it("recognises LinkedIn's limit warning", () => {
    const page = loadFixture('linkedin-weekly-limit-warning.html');
    expect(readLinkedinHealth(page, 'https://www.linkedin.com/in/jane/')?.state).toBe('warning');
  });

  it('reports nothing on a normal signed-in page', () => {
    const page = loadFixture('linkedin-feed-member.html');
    expect(readLinkedinHealth(page, 'https://www.linkedin.com/feed/')).toBeNull();
    expect(
      readLinkedinHealth(loadFixture('linkedin-full.html'), 'https://www.linkedin.com/in/x/'),
    ).toBeNull();
  });
});
