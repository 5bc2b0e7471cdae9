import { createHash, createHmac } from 'node:crypto';

/**
 * The secret of an interview link (decision 033). The token is 32 bytes, base64url: the HMAC-SHA256,
 * under the server's session secret, of the invitation's id and the moment it was (re)sent. Only its
 * SHA-256 is stored (token_hash), so a copy of the database opens no interview; the server can
 * rebuild the link for a reminder without keeping it. A resend changes sent_at, hence the token:
 * the old link dies.
 */
export const invitationToken = (secret: string, invitation: { id: string; sentAt: Date }): string =>
  createHmac('sha256', secret)
    .update(`interview-invitation:${invitation.id}:${invitation.sentAt.toISOString()}`)
    .digest('base64url');

/** SHA-256 hex of a link's token: what interview_invitation.token_hash holds. */
export const hashInvitationToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The candidate's link: `${APP_URL}/interview/${token}`. */
export const interviewLink = (appUrl: string, token: string): string =>
  `${appUrl.replace(/\/$/, '')}/interview/${token}`;
