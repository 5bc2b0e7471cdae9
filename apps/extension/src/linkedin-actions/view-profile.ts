import { type ActionOutcome, failed, outcome } from './action-outcome';
import { profileName } from './connection-state';

/** auto_linkedin_profile_view: the profile was opened; it counts once its top card shows a name. */
export const viewProfile = (doc: Document): ActionOutcome => {
  const name = profileName(doc);
  return name
    ? outcome('done', `Viewed the profile of ${name}.`)
    : failed(
        'The profile page did not show a name: it did not load, or LinkedIn changed its shape.',
      );
};
