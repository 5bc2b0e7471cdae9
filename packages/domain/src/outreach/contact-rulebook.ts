import type { SendingSchedule } from '../campaigns/sending-schedule.schema';
import { isInWindow, localParts, nextWindowStart } from './sending-window';

/*
 * The one contact rulebook (issue 21): whether a person may be contacted on a channel now, and why
 * not. Every channel's sender asks it before it acts, and the candidate page shows its answer per
 * channel, so the two can never disagree.
 */

export const CONTACT_CHANNELS = ['email', 'linkedin', 'call', 'whatsapp'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** What is known of the person when the question is asked; the caller reads it in one query. */
export type ContactFacts = {
  /** Erased at their request: a suppression hash matches them (decision 036). */
  suppressed: boolean;
  doNotContact: boolean;
  /** Unsubscribed from any channel: it stops every channel. */
  unsubscribed: boolean;
  /** Answered on any channel: a sequence stops on every channel. */
  replied: boolean;
  email: string | null;
  emailBounced: boolean;
  linkedinUrl: string | null;
  /** The phone number normalised to E.164, or null when there is none. */
  phoneE164: string | null;
  /**
   * Why the number on file cannot be dialled (SPEC 5's length message, or no country), or null.
   * Null with a null phoneE164 means there is no number.
   */
  phoneProblem: string | null;
  /** IANA time zone of the person's location, when it is known. */
  timeZone: string | null;
  /** The person's last WhatsApp message to us (the Cloud API's 24-hour window). */
  lastWhatsappInboundAt: Date | null;
};

export type ContactQuestion = {
  channel: ContactChannel;
  now: Date;
  /**
   * `sequence`: a campaign step acting on its own; `conversation`: a person answering a reply by
   * hand, which a reply does not forbid.
   */
  purpose: 'sequence' | 'conversation';
  /** WhatsApp only: free text needs the 24-hour window, an approved template does not. */
  whatsappKind?: 'free_text' | 'template';
  /**
   * WhatsApp only: the account that would send. Meta's 24-hour window binds the Cloud API
   * (`business`, the default); the gateway is the recruiter's own phone and has no such rule.
   */
  whatsappAccount?: 'gateway' | 'business';
};

export type ContactBlockReason =
  | 'suppressed'
  | 'do_not_contact'
  | 'unsubscribed'
  | 'replied'
  | 'no_email'
  | 'email_bounced'
  | 'no_linkedin'
  | 'no_phone'
  | 'invalid_phone'
  | 'quiet_hours'
  | 'whatsapp_window';

export type ContactRefusal = {
  allowed: false;
  reason: ContactBlockReason;
  message: string;
  /** When waiting is enough (quiet hours): the first moment it is allowed. */
  retryAt: Date | null;
};

export type ContactDecision = { allowed: true } | ContactRefusal;

/** Calls and WhatsApp reach people only in the daytime of their location: 09:00 to 20:00. */
export const DAYTIME_START_HOUR = 9;
export const DAYTIME_END_HOUR = 20;
export const WHATSAPP_WINDOW_MS = 24 * 3_600_000;

export const CONTACT_BLOCK_MESSAGES: Record<Exclude<ContactBlockReason, 'quiet_hours'>, string> = {
  suppressed: 'This person asked to be erased; they may not be contacted again.',
  do_not_contact: 'Marked do-not-contact.',
  unsubscribed: 'Unsubscribed: no channel contacts them again.',
  replied: 'They replied, so the sequence stopped on every channel.',
  no_email: 'No e-mail address on file.',
  email_bounced: 'Their e-mail address bounced.',
  no_linkedin: 'No LinkedIn profile on file.',
  no_phone: 'No phone number on file.',
  invalid_phone: 'The phone number cannot be dialled.',
  whatsapp_window:
    'Free text on WhatsApp is allowed only within 24 hours of their last message; send an approved template.',
};

const daytime = (timeZone: string): SendingSchedule => ({
  timezone: timeZone,
  days: [0, 1, 2, 3, 4, 5, 6],
  start_hour: DAYTIME_START_HOUR,
  end_hour: DAYTIME_END_HOUR,
});

const validTimeZone = (timeZone: string | null): string | null => {
  if (!timeZone) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return null;
  }
};

const blocked = (reason: Exclude<ContactBlockReason, 'quiet_hours'>): ContactRefusal => ({
  allowed: false,
  reason,
  message: CONTACT_BLOCK_MESSAGES[reason],
  retryAt: null,
});

const twoDigits = (value: number): string => String(value).padStart(2, '0');

const quietHours = (timeZone: string, now: Date): ContactDecision | null => {
  const schedule = daytime(timeZone);
  if (isInWindow(schedule, now)) return null;
  const local = localParts(now, timeZone);
  return {
    allowed: false,
    reason: 'quiet_hours',
    message: `It is ${twoDigits(local.hour)}:${twoDigits(local.minute)} where they are (${timeZone}); calls and WhatsApp wait until ${twoDigits(DAYTIME_START_HOUR)}:00 their time.`,
    retryAt: nextWindowStart(schedule, now),
  };
};

const channelRule = (facts: ContactFacts, question: ContactQuestion): ContactDecision | null => {
  switch (question.channel) {
    case 'email':
      if (!facts.email) return blocked('no_email');
      return facts.emailBounced ? blocked('email_bounced') : null;
    case 'linkedin':
      return facts.linkedinUrl ? null : blocked('no_linkedin');
    case 'call':
    case 'whatsapp': {
      if (facts.phoneProblem)
        return {
          allowed: false,
          reason: 'invalid_phone',
          message: `${CONTACT_BLOCK_MESSAGES.invalid_phone} ${facts.phoneProblem}`,
          retryAt: null,
        };
      if (!facts.phoneE164) return blocked('no_phone');
      const zone = validTimeZone(facts.timeZone);
      const night = zone ? quietHours(zone, question.now) : null;
      if (night) return night;
      if (
        question.channel === 'whatsapp' &&
        question.whatsappKind === 'free_text' &&
        question.whatsappAccount !== 'gateway'
      ) {
        const last = facts.lastWhatsappInboundAt;
        const open = last !== null && question.now.getTime() - last.getTime() < WHATSAPP_WINDOW_MS;
        if (!open) return blocked('whatsapp_window');
      }
      return null;
    }
  }
};

/**
 * The person's own wishes, the same on every channel (erased, do-not-contact, unsubscribed,
 * replied to a sequence): the refusal, or null when they allow a contact.
 */
export const personRefusal = (
  facts: ContactFacts,
  purpose: ContactQuestion['purpose'],
): ContactRefusal | null => {
  if (facts.suppressed) return blocked('suppressed');
  if (facts.doNotContact) return blocked('do_not_contact');
  if (facts.unsubscribed) return blocked('unsubscribed');
  if (facts.replied && purpose === 'sequence') return blocked('replied');
  return null;
};

/**
 * May we contact this person on this channel now? The person's own wishes come first, then what
 * the channel needs (an address that works, daytime where they are, WhatsApp's consent window).
 */
export const mayContact = (facts: ContactFacts, question: ContactQuestion): ContactDecision =>
  personRefusal(facts, question.purpose) ?? channelRule(facts, question) ?? { allowed: true };

/** The candidate page's view: each channel's answer for a campaign step now. */
export const contactStatusByChannel = (
  facts: ContactFacts,
  now: Date,
): Record<ContactChannel, ContactDecision> => ({
  email: mayContact(facts, { channel: 'email', now, purpose: 'sequence' }),
  linkedin: mayContact(facts, { channel: 'linkedin', now, purpose: 'sequence' }),
  call: mayContact(facts, { channel: 'call', now, purpose: 'sequence' }),
  whatsapp: mayContact(facts, {
    channel: 'whatsapp',
    now,
    purpose: 'sequence',
    whatsappKind: 'template',
  }),
});
