import type { InvitationTemplate } from '@hirelane/domain/interviews/invitations.schema';

/** The reminder e-mail (issue 18): it goes while the link is unused, at most once per scheduled day. */
export const REMINDER_TEMPLATE: InvitationTemplate = {
  subject: 'Reminder: your interview for {{job_title}} at {{company}}',
  body: [
    'Hi {{first_name}},',
    '',
    'A reminder that your interview for the {{job_title}} role at {{company}} is waiting for you. It takes about half an hour, whenever it suits you.',
    '',
    'Start your interview here: {{interview_link}}',
    '',
    'The link works until {{expires_on}}.',
    '',
    'Best regards,',
    '{{company}}',
  ].join('\n'),
};
