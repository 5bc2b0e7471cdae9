/**
 * When an interview invitation expires and when its reminders go (issue 18). Pure: the invitation
 * job and the public interview page both ask these rules, with the time passed in.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type InvitationTimes = {
  sentAt: Date;
  /** Set when the candidate started the interview (the link is then in use, no more reminders). */
  startedAt: Date | null;
  completedAt: Date | null;
  revokedAt: Date | null;
  /** How many reminders have gone already. */
  remindersSent: number;
};

export type InvitationRules = {
  link_valid_days: number;
  /** Days after the invitation on which a reminder goes, e.g. [2, 5]. */
  reminder_days: readonly number[];
};

export const invitationExpiresAt = (sentAt: Date, rules: InvitationRules): Date =>
  new Date(sentAt.getTime() + rules.link_valid_days * DAY_MS);

/** The reminder days that fall before the link expires, in order, each once. */
export const reminderSchedule = (rules: InvitationRules): number[] =>
  [...new Set(rules.reminder_days)]
    .filter((day) => day > 0 && day < rules.link_valid_days)
    .sort((a, b) => a - b);

export type LinkState = 'open' | 'in_progress' | 'completed' | 'expired' | 'revoked';

/**
 * What the link does now. A started interview may be finished after the link's date (the candidate
 * is mid-way); one never started cannot be begun once expired.
 */
export const linkState = (
  invitation: InvitationTimes,
  rules: InvitationRules,
  now: Date,
): LinkState => {
  if (invitation.revokedAt) return 'revoked';
  if (invitation.completedAt) return 'completed';
  if (invitation.startedAt) return 'in_progress';
  return now.getTime() >= invitationExpiresAt(invitation.sentAt, rules).getTime()
    ? 'expired'
    : 'open';
};

/**
 * The reminder due now, if any: while the link is open and unused, the latest scheduled reminder
 * whose day has come and that has not gone. When several are overdue (the worker was down) only one
 * goes, and it counts for all of them: a candidate never gets two reminders at once.
 */
export const dueReminder = (
  invitation: InvitationTimes,
  rules: InvitationRules,
  now: Date,
): { remindersSentAfter: number } | null => {
  if (linkState(invitation, rules, now) !== 'open') return null;
  const schedule = reminderSchedule(rules);
  const reached = schedule.filter(
    (day) => invitation.sentAt.getTime() + day * DAY_MS <= now.getTime(),
  ).length;
  return reached > invitation.remindersSent ? { remindersSentAfter: reached } : null;
};
