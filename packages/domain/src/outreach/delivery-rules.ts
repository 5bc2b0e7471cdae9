/*
 * Rules of the e-mail engine that are numbers, not I/O: retry backoff for temporary failures,
 * the bounce rate that pauses a mailbox, and the deterministic Message-ID of a send.
 */

/** Minutes to wait before each retry of a temporary (4xx, network) failure. */
export const RETRY_BACKOFF_MINUTES = [1, 5, 15, 60, 180] as const;
/** After this many attempts a temporary failure is given up and the candidate is held. */
export const MAX_SEND_ATTEMPTS = RETRY_BACKOFF_MINUTES.length + 1;

/** Delay before the next try after `attempts` failed tries, or null once they are used up. */
export const retryDelayMs = (attempts: number): number | null => {
  if (attempts >= MAX_SEND_ATTEMPTS) return null;
  const minutes = RETRY_BACKOFF_MINUTES[Math.max(0, attempts - 1)] ?? RETRY_BACKOFF_MINUTES[0];
  return minutes * 60_000;
};

/** A mailbox is paused when more than 8 % of its last sends bounced, judged over at least 20. */
export const BOUNCE_RATE_THRESHOLD = 0.08;
export const BOUNCE_RATE_MIN_SENDS = 20;
export const BOUNCE_RATE_WINDOW_DAYS = 7;

export const shouldPauseForBounces = (sent: number, bounced: number): boolean =>
  sent >= BOUNCE_RATE_MIN_SENDS && bounced / sent > BOUNCE_RATE_THRESHOLD;

export const bouncePauseReason = (sent: number, bounced: number): string =>
  `${bounced} of its last ${sent} e-mails bounced (${Math.round((bounced / sent) * 100)} %).`;

/**
 * One Message-ID per (enrolment, step): a send repeated after a crash carries the same id, so
 * the receiving server and the reply matcher see one message.
 */
export const deliveryMessageId = (
  enrollmentId: string,
  stepId: string,
  senderEmail: string,
): string => {
  const domain = senderEmail.split('@')[1]?.toLowerCase() || 'hirelane.local';
  return `<hl.${enrollmentId}.${stepId}@${domain}>`;
};
