import { findButton } from './dom';
import { LABELS, SELECTORS } from './selectors';

/**
 * The member's connection with the profile shown: the distance badge ("1st" is a connection),
 * else the top card's buttons ("Pending" = invitation sent, "Connect" = none). `unknown` when the
 * page shows neither: never guessed.
 */
export type ConnectionState = 'connected' | 'pending' | 'not_connected' | 'unknown';

export const topCardOf = (doc: Document): Element | null => doc.querySelector(SELECTORS.topCard);

export const readConnectionState = (doc: Document): ConnectionState => {
  const degree = doc.querySelector(SELECTORS.degree)?.textContent?.replace(/\s+/g, ' ').trim();
  if (degree && /^1st/i.test(degree)) return 'connected';
  const card = doc.querySelector(SELECTORS.topCardActions) ?? topCardOf(doc);
  if (findButton(card, LABELS.pending)) return 'pending';
  if (findButton(card, LABELS.connect)) return 'not_connected';
  if (degree && /^(2nd|3rd)/i.test(degree)) return 'not_connected';
  return 'unknown';
};

/** The profile's name in the top card: the page loaded as a profile. */
export const profileName = (doc: Document): string | null =>
  doc.querySelector(SELECTORS.topCardName)?.textContent?.replace(/\s+/g, ' ').trim() || null;
