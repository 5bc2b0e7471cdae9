import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFixture } from '../extractors/load-fixture.test-kit';
import { extractLinkedinMember } from '../extractors/linkedin-member-extractor';

vi.hoisted(() => {
  // Set at build time (scripts/build.ts define): the paired app's origin.
  Object.assign(globalThis, {
    __HIRELANE_APP_ORIGIN__: 'http://app.test',
    __HIRELANE_LINKEDIN_ORIGIN__: 'https://www.linkedin.com',
    __HIRELANE_PERFORM_PERIOD_MINUTES__: 1,
  });
});

const { connectLinkedinSection } = await import('./connect-linkedin');

afterEach(() => vi.unstubAllGlobals());

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectLinkedinSection', () => {
  it('posts the member read from the page to the identity route, then points to the app', async () => {
    const sendMessage = vi.fn().mockResolvedValue({
      status: 200,
      body: { success: true, message: 'Reported.', data: {} },
    });
    vi.stubGlobal('chrome', { runtime: { sendMessage } });
    const section = connectLinkedinSection(
      extractLinkedinMember(loadFixture('linkedin-feed-member.html')),
      'ws-1',
      () => undefined,
    );
    expect(section.textContent).toContain('Signed in to LinkedIn as Marta Recruiter.');
    const button = section.querySelector('button');
    expect(button?.textContent).toBe('Connect this LinkedIn account to Hirelane');
    button?.click();
    await flush();
    expect(sendMessage).toHaveBeenCalledWith({
      type: 'hirelane:api',
      method: 'POST',
      path: '/api/extension/linkedin/identity?workspace=ws-1',
      body: {
        full_name: 'Marta Recruiter',
        profile_url: 'https://www.linkedin.com/in/marta-recruiter-7',
        headline: 'Technical Recruiter at Hirelane',
      },
    });
    expect(section.querySelector('[role="status"]')?.textContent).toBe(
      'Sent to Hirelane. Confirm it on Connect LinkedIn.',
    );
    expect(section.querySelector('a')?.getAttribute('href')).toBe(
      'http://app.test/app/connect-linkedin',
    );
  });

  it("shows the app's refusal, and sends nothing for a member it could not read", async () => {
    const sendMessage = vi.fn().mockResolvedValue({
      status: 422,
      body: { success: false, message: 'Not a LinkedIn profile URL.' },
    });
    vi.stubGlobal('chrome', { runtime: { sendMessage } });
    const section = connectLinkedinSection(
      extractLinkedinMember(loadFixture('linkedin-feed-member.html')),
      'ws-1',
      () => undefined,
    );
    section.querySelector('button')?.click();
    await flush();
    expect(section.querySelector('[role="status"]')?.textContent).toBe(
      'Not a LinkedIn profile URL.',
    );

    sendMessage.mockClear();
    const unreadable = connectLinkedinSection(
      extractLinkedinMember(loadFixture('linkedin-nav-changed.html')),
      'ws-1',
      () => undefined,
    );
    expect(unreadable.querySelector('button')).toBeNull();
    expect(unreadable.textContent).toBe(
      'Could not read the LinkedIn account signed in on this page.',
    );
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('signs out when the app answers 401', async () => {
    vi.stubGlobal('chrome', {
      runtime: { sendMessage: vi.fn().mockResolvedValue({ status: 401, body: null }) },
    });
    const onSignedOut = vi.fn();
    const section = connectLinkedinSection(
      extractLinkedinMember(loadFixture('linkedin-feed-member.html')),
      'ws-1',
      onSignedOut,
    );
    section.querySelector('button')?.click();
    await flush();
    expect(onSignedOut).toHaveBeenCalledOnce();
  });
});
