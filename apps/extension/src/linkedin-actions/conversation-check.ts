import { sleep, waitFor } from './dom';
import { SELECTORS } from './selectors';

/** How long the conversation may still be filling in after its list appeared. */
const SETTLE_MS = 1000;

// Line breaks are <br> or new paragraphs depending on LinkedIn's markup: compare without spacing.
const bare = (text: string) => text.replace(/\s+/g, '');

export type ConversationCheck = 'sent' | 'not_sent' | 'unreadable';

/**
 * Whether the open message overlay's conversation already holds this exact text (an earlier
 * attempt of the same action sent it before the service worker died). Waits for the list to
 * appear and settle; no list at all is 'unreadable', never a guess that it was not sent.
 */
export const findSentMessage = async (doc: Document, text: string): Promise<ConversationCheck> => {
  const list = await waitFor(() => doc.querySelector(SELECTORS.messageList));
  if (!list) return 'unreadable';
  await sleep(SETTLE_MS);
  const wanted = bare(text);
  const bodies = doc.querySelectorAll(`${SELECTORS.messageList} ${SELECTORS.messageBody}`);
  return Array.from(bodies).some((body) => bare(body.textContent ?? '') === wanted)
    ? 'sent'
    : 'not_sent';
};
