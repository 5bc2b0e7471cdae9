import type { SeenMessage } from './read-messaging-thread';

/** How many reported messages the extension remembers (chrome.storage.local). */
export const SEEN_MAX = 500;

/** One message's key: the same message read again is not sent again. */
export const messageKey = (message: SeenMessage): string =>
  `${message.profile_url}|${message.sent_at}|${message.text.slice(0, 200)}`;

/** The messages not yet reported, and the remembered keys once they are (newest kept). */
export const unseenMessages = (
  seen: readonly string[],
  messages: readonly SeenMessage[],
): SeenMessage[] => {
  const known = new Set(seen);
  const fresh: SeenMessage[] = [];
  for (const message of messages) {
    const key = messageKey(message);
    if (known.has(key)) continue;
    known.add(key);
    fresh.push(message);
  }
  return fresh;
};

export const rememberMessage = (seen: readonly string[], message: SeenMessage): string[] =>
  [...seen.filter((key) => key !== messageKey(message)), messageKey(message)].slice(-SEEN_MAX);
