import { INTERVIEW_MESSAGES } from '@hirelane/domain/interviews/interview-session.schema';
import type { Executor } from '../../../db/client';
import { gone, notFound } from '../../../http/http-error';
import { findInvitationByToken, type SessionInvitation } from './interview-session-store';
import { invitationLinkState } from './interview-session-view';
import { conflict } from './session-status-errors';

/**
 * The invitation of a token whose interview can still be taken, locked for the transaction:
 * 404 for an unknown token, 409 once completed, 410 when expired or revoked; with `consented`,
 * 409 until the candidate accepted the notice.
 */
export const loadLiveInvitation = async (
  tx: Executor,
  token: string,
  options: { consented?: boolean; lock?: boolean } = {},
): Promise<SessionInvitation> => {
  const invitation = await findInvitationByToken(tx, token, { lock: options.lock ?? true });
  if (!invitation) throw notFound(INTERVIEW_MESSAGES.notFound);
  const state = invitationLinkState(invitation, new Date());
  if (state === 'completed') throw conflict(INTERVIEW_MESSAGES.completed);
  if (state === 'expired' || state === 'revoked') throw gone(INTERVIEW_MESSAGES.closed);
  if (options.consented && !invitation.consentedAt) throw conflict(INTERVIEW_MESSAGES.consentFirst);
  return invitation;
};
