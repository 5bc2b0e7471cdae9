import { describe, expect, it } from 'vitest';
import { loadFixture } from '../extractors/load-fixture.test-kit';
import { readMessagingThread } from './read-messaging-thread';
import { rememberMessage, SEEN_MAX, unseenMessages } from './seen-messages';

const ME = 'https://www.linkedin.com/in/marta-recruiter-7';
const SEEN_AT = new Date('2026-11-24T12:00:00Z');

describe('readMessagingThread', () => {
  it("reads the other person's messages with their profile and time, not the member's own", () => {
    expect(readMessagingThread(loadFixture('linkedin-messaging-thread.html'), ME, SEEN_AT)).toEqual(
      [
        {
          profile_url: 'https://www.linkedin.com/in/sam-candidate',
          text: 'Hello Marta, happy to talk.',
          sent_at: '2026-11-20T10:15:00.000Z',
        },
        {
          profile_url: 'https://www.linkedin.com/in/sam-candidate',
          text: 'Friday works for me.',
          sent_at: '2026-11-20T10:15:00.000Z',
        },
      ],
    );
  });

  it('reads nothing on a page that is not a thread', () => {
    expect(readMessagingThread(loadFixture('linkedin-feed-member.html'), ME, SEEN_AT)).toEqual([]);
  });
});

describe('unseenMessages', () => {
  it('hands out a message once, and remembers a bounded number', () => {
    const messages = readMessagingThread(
      loadFixture('linkedin-messaging-thread.html'),
      ME,
      SEEN_AT,
    );
    const first = unseenMessages([], messages);
    expect(first).toHaveLength(2);
    const seen = first.reduce<string[]>((keys, message) => rememberMessage(keys, message), []);
    expect(unseenMessages(seen, messages)).toEqual([]);
    const many = Array.from({ length: SEEN_MAX + 5 }, (_, index) => ({
      profile_url: 'https://www.linkedin.com/in/x',
      text: `m${index}`,
      sent_at: SEEN_AT.toISOString(),
    }));
    const remembered = many.reduce<string[]>((keys, message) => rememberMessage(keys, message), []);
    expect(remembered).toHaveLength(SEEN_MAX);
    expect(unseenMessages(remembered, many).map((message) => message.text)).toEqual([
      'm0',
      'm1',
      'm2',
      'm3',
      'm4',
    ]);
  });
});
