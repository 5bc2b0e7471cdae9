import type { ClaimedLinkedinAction } from '@hirelane/domain/linkedin/extension-contract.schema';
import { type ActionOutcome, failed, outcome } from './action-outcome';
import { profileName, readConnectionState } from './connection-state';
import { followProfile } from './follow-profile';
import { sendInvitation } from './send-invitation';
import { sendMessage } from './send-message';
import { viewProfile } from './view-profile';

export type PerformableAction = Pick<
  ClaimedLinkedinAction,
  'type' | 'text' | 'requires_connection'
> & {
  /** A message an earlier attempt may have sent: read the conversation before sending. */
  check_sent_first?: boolean;
};

/**
 * Performs one claimed action on the opened profile page (decision 045). An action that requires
 * a connection checks it first (the acceptance check): not connected → not_connected, so the
 * server tries again later; a page that shows no connection state fails instead of guessing.
 */
export const performAction = async (
  doc: Document,
  action: PerformableAction,
): Promise<ActionOutcome> => {
  if (!profileName(doc))
    return failed(
      'The profile page did not show a name: it did not load, or LinkedIn changed its shape.',
    );
  if (action.requires_connection && action.type !== 'auto_linkedin_invite') {
    const state = readConnectionState(doc);
    if (state === 'unknown') return failed('Could not read the connection state on the profile.');
    if (state !== 'connected')
      return outcome(
        'not_connected',
        state === 'pending' ? 'The invitation is still pending.' : 'Not connected.',
      );
  }
  switch (action.type) {
    case 'auto_linkedin_profile_view':
      return viewProfile(doc);
    case 'auto_linkedin_profile_follow':
      return followProfile(doc);
    case 'auto_linkedin_invite':
      return sendInvitation(doc, action.text);
    case 'auto_linkedin_message_send':
      return sendMessage(doc, action.text, action.check_sent_first === true);
  }
};
