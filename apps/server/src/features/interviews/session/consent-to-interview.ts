import type { AppContext } from '../../../app-context';
import { updateInvitation } from './interview-session-store';
import { invitationLinkState } from './interview-session-view';
import { loadLiveInvitation } from './load-live-invitation';

/** Records the candidate's consent to the notice (once; a second consent changes nothing). */
export const consentToInterview = async (app: AppContext, token: string) =>
  app.db.transaction(async (tx) => {
    const invitation = await loadLiveInvitation(tx, token);
    if (!invitation.consentedAt)
      await updateInvitation(
        tx,
        { workspaceId: invitation.workspaceId, id: invitation.id },
        { consentedAt: new Date() },
      );
    return { state: invitationLinkState(invitation, new Date()) };
  });
