import type { GenerateStepsRequest } from '@hirelane/domain/campaigns/step-generation.schema';

type Tone = GenerateStepsRequest['tone'];

/**
 * The wording of the built-in writer per tone: greeting, sign-off and energy. `{company}` is
 * replaced by the company placeholder and `{ref}` by the earlier message ("my email").
 */
export type ToneWording = {
  greeting: string;
  /** Rich-text e-mail sign-off: lines separated by "\n". */
  signOff: string;
  /** One-line sign-off for LinkedIn and WhatsApp. */
  shortSignOff: string;
  subject: string;
  intro: string;
  ask: string;
  followUp: string;
  lastTouch: string;
  thanksForConnecting: string;
  whatsappIntro: string;
  callManner: string;
};

export const TONE_WORDING: Record<Tone, ToneWording> = {
  professional: {
    greeting: 'Hello {{first_name}},',
    signOff: 'Kind regards,\n{{sender_first_name}}',
    shortSignOff: 'Kind regards, {{sender_first_name}}',
    subject: '{{job_title}} opportunity at {company}',
    intro: 'I am reaching out because your background stood out to me.',
    ask: 'Would you be open to a short call this week to discuss it?',
    followUp: 'I wanted to follow up on {ref} about the {{job_title}} role at {company}.',
    lastTouch:
      'If the timing is not right, just let me know and I will not follow up again. I would still be glad to stay in touch.',
    thanksForConnecting: 'Thank you for connecting, {{first_name}}.',
    whatsappIntro: 'Hello {{first_name}}, this is {{sender_first_name}} from {company}.',
    callManner: 'professional and concise',
  },
  friendly: {
    greeting: 'Hi {{first_name}},',
    signOff: 'Best,\n{{sender_first_name}}',
    shortSignOff: 'Best, {{sender_first_name}}',
    subject: 'A {{job_title}} role at {company} you might like',
    intro:
      'I came across your profile and thought you might enjoy hearing about a role on our team.',
    ask: 'Would you be up for a quick chat this week?',
    followUp: 'Just following up on {ref} about the {{job_title}} role at {company}.',
    lastTouch:
      'I do not want to crowd your inbox, so this is my last note. If you are ever curious, my door is open!',
    thanksForConnecting: 'Thanks for connecting, {{first_name}}!',
    whatsappIntro: 'Hi {{first_name}}, it is {{sender_first_name}} from {company} here.',
    callManner: 'warm and friendly',
  },
  casual: {
    greeting: 'Hey {{first_name}},',
    signOff: 'Cheers,\n{{sender_first_name}}',
    shortSignOff: 'Cheers, {{sender_first_name}}',
    subject: '{{job_title}} at {company}?',
    intro: 'Your profile caught my eye, so I figured I would reach out.',
    ask: 'Fancy a quick chat?',
    followUp: 'Quick nudge on {ref} about the {{job_title}} role.',
    lastTouch: 'Last ping from me, promise. If now is not the time, no worries at all.',
    thanksForConnecting: 'Thanks for connecting, {{first_name}}.',
    whatsappIntro: 'Hey {{first_name}}, {{sender_first_name}} from {company} here.',
    callManner: 'relaxed and casual',
  },
  enthusiastic: {
    greeting: 'Hi {{first_name}}!',
    signOff: 'Really looking forward to hearing from you!\n{{sender_first_name}}',
    shortSignOff: 'Looking forward to it! {{sender_first_name}}',
    subject: 'Exciting {{job_title}} opportunity at {company}!',
    intro:
      'I am so excited to reach out: your experience looks like a fantastic match for a role we are hiring for!',
    ask: 'I would love to tell you more. Do you have time for a quick call this week?',
    followUp:
      'Following up on {ref}: I still think you would be a brilliant fit for the {{job_title}} role at {company}!',
    lastTouch:
      'This is my last message about it, but I truly think you would love it here. I would be thrilled to hear from you!',
    thanksForConnecting: 'Thanks so much for connecting, {{first_name}}!',
    whatsappIntro: 'Hi {{first_name}}! {{sender_first_name}} from {company} here.',
    callManner: 'upbeat and energetic',
  },
};
