import { canonicalLinkedinProfileUrl } from '../extractors/profile-urls';
import { cleanText } from '../extractors/field';

/**
 * A LinkedIn messaging thread (/messaging/thread/*): the messages other people sent, with the
 * sender's profile URL. The member's own messages are left out (matched by their profile URL, or
 * by LinkedIn's "you" marker). A message without a readable sender is left out, never guessed.
 */
export type SeenMessage = { profile_url: string; text: string; sent_at: string };

const GROUP = '.msg-s-message-list__event, .msg-s-message-group';
const SENDER_LINK = 'a.msg-s-message-group__profile-link[href], a.msg-s-message-group__name[href]';
const BODY = '.msg-s-event-listitem__body';

const profileUrlOf = (href: string | null | undefined): string | null => {
  if (!href) return null;
  try {
    return canonicalLinkedinProfileUrl(
      `https://www.linkedin.com${new URL(href, 'https://www.linkedin.com').pathname}`,
    );
  } catch {
    return null;
  }
};

export const readMessagingThread = (
  doc: Document,
  memberProfileUrl: string | null,
  seenAt: Date,
): SeenMessage[] => {
  const messages: SeenMessage[] = [];
  let sender: string | null = null;
  let sentAt: string | null = null;
  for (const group of doc.querySelectorAll(GROUP)) {
    if (group.parentElement?.closest(GROUP)) continue;
    // A group without a sender continues the previous sender's run, as LinkedIn draws them.
    const link = group.querySelector(SENDER_LINK);
    if (link) sender = profileUrlOf(link.getAttribute('href'));
    const mine =
      group.matches('.msg-s-message-list__event--own') ||
      group.querySelector('.msg-s-message-group--own');
    const stamp = group.querySelector('time[datetime]')?.getAttribute('datetime');
    const parsed = stamp ? new Date(stamp) : null;
    if (parsed && !Number.isNaN(parsed.getTime())) sentAt = parsed.toISOString();
    if (!sender || mine || sender === memberProfileUrl) continue;
    for (const body of group.querySelectorAll(BODY)) {
      const text = cleanText(body.textContent);
      if (text)
        messages.push({ profile_url: sender, text, sent_at: sentAt ?? seenAt.toISOString() });
    }
  }
  return messages;
};
