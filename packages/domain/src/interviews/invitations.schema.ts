import { z } from 'zod';
import { envelope } from '../http/envelope';
import type { LinkState } from './invitation-schedule';

/**
 * Interview invitations of a charlie project (issue 18): the e-mail template, the send request,
 * each candidate's outcome and the invitation list. One contract for the server and the web page.
 */

export const INVITATION_VARIABLES = [
  'first_name',
  'full_name',
  'job_title',
  'company',
  'interview_link',
  'expires_on',
] as const;
export type InvitationVariable = (typeof INVITATION_VARIABLES)[number];

export const INVITATION_VARIABLE_LABELS: Record<InvitationVariable, string> = {
  first_name: 'First name',
  full_name: 'Full name',
  job_title: 'Job title',
  company: 'Company',
  interview_link: 'Interview link',
  expires_on: 'Link expires on',
};

export const LINK_REQUIRED_MESSAGE = 'The e-mail must contain {{interview_link}}.';
export const PLAN_REQUIRED_MESSAGE = 'Save an interview plan in Settings first.';
export const INVITATION_NOT_FOUND_MESSAGE = 'Invitation not found.';
export const INVITATION_CLOSED_MESSAGE = 'This invitation can no longer be changed.';

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** The variables a template uses that are not invitation variables. */
export const unknownInvitationVariables = (template: string): string[] => [
  ...new Set(
    [...template.matchAll(PLACEHOLDER)]
      .map((match) => match[1] ?? '')
      .filter((name) => !(INVITATION_VARIABLES as readonly string[]).includes(name)),
  ),
];

export const usesInterviewLink = (body: string): boolean =>
  [...body.matchAll(PLACEHOLDER)].some((match) => match[1] === 'interview_link');

/** A template text (subject or body): trimmed, not empty, only known variables. */
export const templateText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .superRefine((value, ctx) => {
      const unknown = unknownInvitationVariables(value);
      if (unknown.length > 0)
        ctx.addIssue({
          code: 'custom',
          message: `Unknown variable: ${unknown.map((name) => `{{${name}}}`).join(', ')}.`,
        });
    });

export const invitationTemplateSchema = z.object({
  subject: templateText(200),
  body: templateText(10000).refine(usesInterviewLink, LINK_REQUIRED_MESSAGE),
});
export type InvitationTemplate = z.infer<typeof invitationTemplateSchema>;

export const DEFAULT_INVITATION_TEMPLATE: InvitationTemplate = {
  subject: 'Your interview for {{job_title}} at {{company}}',
  body: [
    'Hi {{first_name}},',
    '',
    'Thank you for your interest in the {{job_title}} role at {{company}}. The next step is a short interview with Charlie, our AI interviewer, that you can take whenever it suits you, on your phone or your laptop.',
    '',
    'Start your interview here: {{interview_link}}',
    '',
    'You can answer by voice or by typing. The link works until {{expires_on}}.',
    '',
    'Best regards,',
    '{{company}}',
  ].join('\n'),
};

export const sendInvitationsRequest = invitationTemplateSchema.extend({
  candidate_ids: z.array(z.uuid('Not a valid candidate id.')).min(1).max(200),
  /**
   * A connected mailbox of the workspace, or null for the product's own mail. Omitted: the
   * project's campaign mailbox when it can send, else the product's own mail.
   */
  mailbox_id: z.uuid('Not a valid mailbox id.').nullable().optional(),
});
export type SendInvitationsRequest = z.infer<typeof sendInvitationsRequest>;

export const previewInvitationRequest = invitationTemplateSchema.extend({
  candidate_id: z.uuid('Not a valid candidate id.'),
});
export type PreviewInvitationRequest = z.infer<typeof previewInvitationRequest>;

export const SKIP_REASONS = [
  'no_email',
  'do_not_contact',
  'already_invited',
  'not_in_project',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export const SKIP_REASON_LABELS: Record<SkipReason, string> = {
  no_email: 'No e-mail address.',
  do_not_contact: 'Marked do not contact.',
  already_invited: 'Already invited.',
  not_in_project: 'Not in this project.',
};

export const invitationResultSchema = z.discriminatedUnion('outcome', [
  z.object({
    candidate_id: z.string(),
    outcome: z.literal('sent'),
    invitation_id: z.string(),
  }),
  z.object({
    candidate_id: z.string(),
    outcome: z.literal('skipped'),
    reason: z.enum(SKIP_REASONS),
    message: z.string(),
  }),
]);
export type InvitationResult = z.infer<typeof invitationResultSchema>;

export const sendInvitationsResultSchema = z.object({
  results: z.array(invitationResultSchema),
  sent: z.number().int(),
  skipped: z.number().int(),
  /** Credits held for the invitations sent (one ai_interview price each). */
  credits_held: z.number().int(),
  /**
   * Candidates invited whose e-mail the mail server did not take, with its reason (the invitation
   * stands, shown as not sent: Resend tries again with a new link).
   */
  undelivered: z.array(z.object({ candidate_id: z.string(), reason: z.string() })),
});
export type SendInvitationsResult = z.infer<typeof sendInvitationsResultSchema>;
export const sendInvitationsResponse = envelope(sendInvitationsResultSchema);

export const renderedInvitationSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type RenderedInvitation = z.infer<typeof renderedInvitationSchema>;
export const previewInvitationResponse = envelope(renderedInvitationSchema);

export const INVITATION_STATUSES = [
  'open',
  'opened',
  'in_progress',
  'completed',
  'expired',
  'revoked',
] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  open: 'Sent',
  opened: 'Opened',
  in_progress: 'In progress',
  completed: 'Completed',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** The list status: the link's state, with "opened" for an open link the candidate has seen. */
export const invitationStatus = (state: LinkState, openedAt: Date | null): InvitationStatus =>
  state === 'open' && openedAt ? 'opened' : state;

export const invitationListItemSchema = z.object({
  _id: z.string(),
  candidate_id: z.string(),
  full_name: z.string(),
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  sent_at: z.string(),
  expires_at: z.string(),
  reminders_sent: z.number().int(),
  opened_at: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** The connected mailbox's address it goes from; null: the product's own mail. */
  sent_from: z.string().nullable(),
  /** When the mail server took the invitation (or its resend); null: it was not sent. */
  delivered_at: z.string().nullable(),
  /** Why the last e-mail (invitation, resend or reminder) could not be sent, or null. */
  delivery_error: z.string().nullable(),
});
export type InvitationListItem = z.infer<typeof invitationListItemSchema>;
export const invitationListResponse = envelope(z.array(invitationListItemSchema));
export const invitationItemResponse = envelope(invitationListItemSchema);

export const invitationParams = z.object({
  id: z.uuid('Not a valid project id.'),
  invitationId: z.uuid('Not a valid invitation id.'),
});

export const INVITATIONS_SENT_MESSAGE = (sent: number): string =>
  `${sent} invitation${sent === 1 ? '' : 's'} sent.`;
export const INVITATION_RESENT_MESSAGE = 'Invitation sent again with a new link.';
export const invitationNotSentMessage = (reason: string): string =>
  `The invitation was not sent: ${reason}`;
export const INVITATION_REVOKED_MESSAGE = 'Invitation revoked.';

/** The most people the invitations page lists (the rest are reached from the pipeline's selection). */
export const MAX_INVITEES = 1000;

/** A person of the project as the invitations page offers them. */
export const inviteeSchema = z.object({
  _id: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  /** Why they may not be contacted (the reason given), or null. */
  do_not_contact: z.object({ reason: z.string().nullable() }).nullable(),
  /** Their live invitation's status, or null when none. */
  invitation_status: z.enum(INVITATION_STATUSES).nullable(),
});
export type Invitee = z.infer<typeof inviteeSchema>;
export const inviteesResponse = envelope(
  z.object({
    items: z.array(inviteeSchema),
    total: z.number().int(),
    /** The sender the page proposes: the project's campaign mailbox when it can send, else null. */
    default_mailbox_id: z.string().nullable(),
  }),
);

/** Why a person cannot be invited now, or null when they can. */
export const inviteeRefusal = (invitee: Invitee): SkipReason | null => {
  if (!invitee.email) return 'no_email';
  if (invitee.do_not_contact) return 'do_not_contact';
  if (invitee.invitation_status && invitee.invitation_status !== 'revoked')
    return 'already_invited';
  return null;
};
