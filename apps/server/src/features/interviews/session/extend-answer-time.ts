import { INTERVIEW_MESSAGES } from '@hirelane/domain/interviews/interview-session.schema';
import type { AppContext } from '../../../app-context';
import { updateInvitation } from './interview-session-store';
import { invitationLinkState } from './interview-session-view';
import { loadLiveInvitation } from './load-live-invitation';
import { conflict } from './session-status-errors';

/** The candidate's one extension of the time per answer; the second ask is refused (409). */
export const extendAnswerTime = async (app: AppContext, token: string) =>
  app.db.transaction(async (tx) => {
    const invitation = await loadLiveInvitation(tx, token, { consented: true });
    if (invitation.timeExtended) throw conflict(INTERVIEW_MESSAGES.extendedAlready);
    await updateInvitation(
      tx,
      { workspaceId: invitation.workspaceId, id: invitation.id },
      { timeExtended: true },
    );
    return { state: invitationLinkState(invitation, new Date()) };
  });
