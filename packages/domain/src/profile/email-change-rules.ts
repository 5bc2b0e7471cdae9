import { EMAIL_CHANGE_TTL_HOURS } from './profile.schema';

export type EmailChangeRow = {
  userId: string;
  expiresAt: Date;
  confirmedAt: Date | null;
};

export type EmailChangeState = 'usable' | 'unknown' | 'foreign' | 'used' | 'expired';

/**
 * Whether a confirmation link may change the e-mail of `userId` now. Only the account that asked
 * may confirm: a link opened by anyone else changes nothing, so a mistyped address that belongs
 * to a stranger cannot take the account over.
 */
export const emailChangeState = (
  row: EmailChangeRow | undefined,
  userId: string,
  now: Date,
): EmailChangeState => {
  if (!row) return 'unknown';
  if (row.userId !== userId) return 'foreign';
  if (row.confirmedAt) return 'used';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'usable';
};

export const emailChangeExpiry = (now: Date): Date =>
  new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3600 * 1000);
