import { z } from 'zod';
import { envelope } from '../http/envelope';

export const ENROLLMENT_STATUSES = ['waiting', 'active', 'stopped', 'completed'] as const;
export const STOP_REASONS = [
  'replied',
  'bounced',
  'unsubscribed',
  'do_not_contact',
  'removed',
] as const;
export type StopReason = (typeof STOP_REASONS)[number];

export const STOP_REASON_LABELS: Record<StopReason, string> = {
  replied: 'Replied',
  bounced: 'E-mail bounced',
  unsubscribed: 'Unsubscribed',
  do_not_contact: 'Do not contact',
  removed: 'Removed from the campaign',
};

/** The candidate's place in a campaign's sequence. */
export const candidateEnrollmentSchema = z.object({
  _id: z.string(),
  campaign_id: z.string(),
  project_id: z.string(),
  status: z.enum(ENROLLMENT_STATUSES),
  /**
   * 1-based number of the sending step the candidate is on (currentSendingStepNumber): the one
   * whose message is planned and not sent yet, else the one being waited for; null when nothing
   * is left to run or the sequence is not running.
   */
  current_step: z.number().int().nullable(),
  total_steps: z.number().int(),
  /** When the next message goes out: its planned send time, or the end of the delay. */
  next_run_at: z.string().nullable(),
  /** Why the next message is held (shown to the recruiter), or null. */
  held_reason: z.string().nullable(),
  stop_reason: z.enum(STOP_REASONS).nullable(),
});
export type CandidateEnrollment = z.infer<typeof candidateEnrollmentSchema>;

export const EMAIL_MESSAGE_KINDS = ['sent', 'reply', 'auto_reply', 'bounce'] as const;
export type EmailMessageKind = (typeof EMAIL_MESSAGE_KINDS)[number];

/** One e-mail of the candidate's thread, sent by a campaign or read back from the mailbox. */
export const candidateEmailMessageSchema = z.object({
  _id: z.string(),
  direction: z.enum(['outbound', 'inbound']),
  kind: z.enum(EMAIL_MESSAGE_KINDS),
  subject: z.string(),
  from: z.string(),
  to: z.string(),
  text: z.string(),
  at: z.string(),
  /** Outbound, tracked campaigns only: first open and first click. */
  opened_at: z.string().nullable(),
  clicked_at: z.string().nullable(),
});
export type CandidateEmailMessage = z.infer<typeof candidateEmailMessageSchema>;

/** One WhatsApp message of the person's conversation (decision 048), sent or received. */
export const candidateWhatsappMessageSchema = z.object({
  _id: z.string(),
  direction: z.enum(['outbound', 'inbound']),
  /** sent, delivered, read (outbound) or received (inbound). */
  status: z.string(),
  text: z.string(),
  at: z.string(),
});
export type CandidateWhatsappMessage = z.infer<typeof candidateWhatsappMessageSchema>;

/** GET /api/candidate/{candidateID}/messages: the candidate's campaigns and e-mail thread. */
export const candidateMessagesResponse = envelope(
  z.object({
    do_not_contact: z.boolean(),
    do_not_contact_reason: z.string().nullable(),
    enrollments: z.array(candidateEnrollmentSchema),
    messages: z.array(candidateEmailMessageSchema),
    /** Absent from servers before WhatsApp. */
    whatsapp_messages: z.array(candidateWhatsappMessageSchema).optional(),
  }),
);
export type CandidateMessages = z.infer<typeof candidateMessagesResponse>['data'];
