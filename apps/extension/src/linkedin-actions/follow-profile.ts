import { type ActionOutcome, failed, outcome } from './action-outcome';
import { topCardOf } from './connection-state';
import { findButton, isClickable, waitFor } from './dom';
import { LABELS, SELECTORS } from './selectors';

/** The "More" menu holds Follow or Connect when the top card shows other buttons. */
export const openMoreMenu = async (doc: Document, label: RegExp): Promise<HTMLElement | null> => {
  const card = doc.querySelector(SELECTORS.topCardActions) ?? topCardOf(doc);
  const direct = findButton(card, label);
  if (direct) return direct;
  const more = findButton(card, LABELS.more);
  if (!isClickable(more)) return null;
  more.click();
  return waitFor(
    () => findButton(doc.querySelector('.artdeco-dropdown__content') ?? doc, label),
    3000,
  );
};

/** auto_linkedin_profile_follow: click Follow and see it turn into Following. */
export const followProfile = async (doc: Document): Promise<ActionOutcome> => {
  const card = doc.querySelector(SELECTORS.topCardActions) ?? topCardOf(doc);
  if (findButton(card, LABELS.following))
    return outcome('done', 'The profile was already followed.');
  const follow = await openMoreMenu(doc, LABELS.follow);
  if (!isClickable(follow))
    return failed('No Follow button on the profile (LinkedIn may have changed the page).');
  follow.click();
  const following = await waitFor(() => findButton(doc, LABELS.following), 5000);
  return following
    ? outcome('done', 'Followed the profile.')
    : failed('Clicked Follow but the page did not show Following.');
};
