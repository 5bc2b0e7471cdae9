import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFixture } from '../extractors/load-fixture.test-kit';
import { performAction } from './perform-action';
import { ALREADY_SENT_DETAIL, UNCHECKED_DETAIL } from './send-message';
import { simulateLinkedin } from './simulate-linkedin.test-kit';

const TEXT = 'Thanks for connecting, Sam!\nShall we talk on Friday?';

const message = (check_sent_first: boolean) => ({
  type: 'auto_linkedin_message_send' as const,
  text: TEXT,
  requires_connection: true,
  check_sent_first,
});

/** A message step performed again after an attempt that may have sent it (decision 045). */
describe('sending a message at most once', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports done without sending when the conversation already holds the exact text', async () => {
    const doc = loadFixture('linkedin-profile-conversation-sent.html');
    const sent = simulateLinkedin(doc);
    const result = await performAction(doc, message(true));
    expect(result).toEqual({ outcome: 'done', detail: ALREADY_SENT_DETAIL });
    expect(sent.messages).toEqual([]);
  });

  it('sends when the conversation does not hold the text', async () => {
    const doc = loadFixture('linkedin-profile-first-degree.html');
    const sent = simulateLinkedin(doc);
    const result = await performAction(doc, message(true));
    expect(result).toEqual({ outcome: 'done', detail: 'Message sent.' });
    expect(sent.messages).toEqual([TEXT]);
  });

  it('sends a different text even where an earlier message is in the conversation', async () => {
    const doc = loadFixture('linkedin-profile-conversation-sent.html');
    const sent = simulateLinkedin(doc);
    const result = await performAction(doc, {
      ...message(true),
      text: 'Shall we talk on Monday instead?',
    });
    expect(result.outcome).toBe('done');
    expect(sent.messages).toEqual(['Shall we talk on Monday instead?']);
  });

  it('fails without sending when the conversation cannot be read', async () => {
    const doc = loadFixture('linkedin-profile-conversation-sent.html');
    const sent = simulateLinkedin(doc, { conversation: false });
    // The check waits seconds for a conversation that never comes: let the clock run.
    vi.useFakeTimers();
    const pending = performAction(doc, message(true));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await pending).toEqual({ outcome: 'failed', detail: UNCHECKED_DETAIL });
    expect(sent.messages).toEqual([]);
  });

  it('does not read the conversation on a first attempt', async () => {
    const doc = loadFixture('linkedin-profile-conversation-sent.html');
    const sent = simulateLinkedin(doc, { conversation: false });
    const result = await performAction(doc, message(false));
    expect(result).toEqual({ outcome: 'done', detail: 'Message sent.' });
    expect(sent.messages).toEqual([TEXT]);
  });
});
