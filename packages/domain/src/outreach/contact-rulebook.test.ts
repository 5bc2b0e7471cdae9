import { describe, expect, it } from 'vitest';
import {
  CONTACT_BLOCK_MESSAGES,
  CONTACT_CHANNELS,
  contactStatusByChannel,
  mayContact,
  personRefusal,
  type ContactBlockReason,
  type ContactChannel,
  type ContactFacts,
} from './contact-rulebook';

// 2026-11-24 14:00 UTC: 15:00 in Berlin (daytime), 23:00 in Tokyo (night).
const NOW = new Date('2026-11-24T14:00:00Z');

const reachable: ContactFacts = {
  suppressed: false,
  doNotContact: false,
  unsubscribed: false,
  replied: false,
  email: 'ada@example.com',
  emailBounced: false,
  linkedinUrl: 'https://www.linkedin.com/in/ada',
  phoneE164: '+4915123456789',
  phoneProblem: null,
  timeZone: 'Europe/Berlin',
  lastWhatsappInboundAt: new Date('2026-11-24T08:00:00Z'),
};

const ask = (
  facts: Partial<ContactFacts>,
  channel: ContactChannel,
  extra: {
    purpose?: 'sequence' | 'conversation';
    whatsappKind?: 'free_text' | 'template';
    whatsappAccount?: 'gateway' | 'business';
  } = {},
) =>
  mayContact(
    { ...reachable, ...facts },
    {
      channel,
      now: NOW,
      purpose: extra.purpose ?? 'sequence',
      whatsappKind: extra.whatsappKind,
      whatsappAccount: extra.whatsappAccount,
    },
  );

const reasonOf = (decision: ReturnType<typeof mayContact>): ContactBlockReason | 'allowed' =>
  decision.allowed ? 'allowed' : decision.reason;

/** Each row: the facts that differ from a reachable person, and the answer per channel. */
const TABLE: {
  name: string;
  facts: Partial<ContactFacts>;
  expected: Record<ContactChannel, ContactBlockReason | 'allowed'>;
}[] = [
  {
    name: 'reachable in their daytime',
    facts: {},
    expected: { email: 'allowed', linkedin: 'allowed', call: 'allowed', whatsapp: 'allowed' },
  },
  {
    name: 'erased (suppressed)',
    facts: { suppressed: true },
    expected: {
      email: 'suppressed',
      linkedin: 'suppressed',
      call: 'suppressed',
      whatsapp: 'suppressed',
    },
  },
  {
    name: 'do-not-contact',
    facts: { doNotContact: true },
    expected: {
      email: 'do_not_contact',
      linkedin: 'do_not_contact',
      call: 'do_not_contact',
      whatsapp: 'do_not_contact',
    },
  },
  {
    name: 'unsubscribed',
    facts: { unsubscribed: true },
    expected: {
      email: 'unsubscribed',
      linkedin: 'unsubscribed',
      call: 'unsubscribed',
      whatsapp: 'unsubscribed',
    },
  },
  {
    name: 'replied on some channel',
    facts: { replied: true },
    expected: { email: 'replied', linkedin: 'replied', call: 'replied', whatsapp: 'replied' },
  },
  {
    name: 'no e-mail address',
    facts: { email: null },
    expected: { email: 'no_email', linkedin: 'allowed', call: 'allowed', whatsapp: 'allowed' },
  },
  {
    name: 'bounced e-mail',
    facts: { emailBounced: true },
    expected: { email: 'email_bounced', linkedin: 'allowed', call: 'allowed', whatsapp: 'allowed' },
  },
  {
    name: 'no LinkedIn profile',
    facts: { linkedinUrl: null },
    expected: { email: 'allowed', linkedin: 'no_linkedin', call: 'allowed', whatsapp: 'allowed' },
  },
  {
    name: 'no phone number',
    facts: { phoneE164: null },
    expected: { email: 'allowed', linkedin: 'allowed', call: 'no_phone', whatsapp: 'no_phone' },
  },
  {
    name: 'a phone number that does not fit its country',
    facts: { phoneE164: null, phoneProblem: 'The phone number must be a 10-digit number.' },
    expected: {
      email: 'allowed',
      linkedin: 'allowed',
      call: 'invalid_phone',
      whatsapp: 'invalid_phone',
    },
  },
  {
    name: 'night where they live',
    facts: { timeZone: 'Asia/Tokyo' },
    expected: {
      email: 'allowed',
      linkedin: 'allowed',
      call: 'quiet_hours',
      whatsapp: 'quiet_hours',
    },
  },
  {
    name: 'time zone unknown (calls are not held)',
    facts: { timeZone: null },
    expected: { email: 'allowed', linkedin: 'allowed', call: 'allowed', whatsapp: 'allowed' },
  },
  {
    name: 'a time zone that does not exist counts as unknown',
    facts: { timeZone: 'Mars/Olympus_Mons' },
    expected: { email: 'allowed', linkedin: 'allowed', call: 'allowed', whatsapp: 'allowed' },
  },
];

describe('the contact rulebook: every channel × every reason', () => {
  for (const row of TABLE)
    for (const channel of CONTACT_CHANNELS)
      it(`${row.name}: ${channel} → ${row.expected[channel]}`, () => {
        expect(reasonOf(ask(row.facts, channel))).toBe(row.expected[channel]);
      });

  it('puts the person’s own wishes before what a channel needs', () => {
    const everything: Partial<ContactFacts> = {
      suppressed: true,
      doNotContact: true,
      unsubscribed: true,
      replied: true,
      email: null,
    };
    expect(reasonOf(ask(everything, 'email'))).toBe('suppressed');
    expect(reasonOf(ask({ ...everything, suppressed: false }, 'email'))).toBe('do_not_contact');
    expect(reasonOf(ask({ unsubscribed: true, replied: true }, 'call'))).toBe('unsubscribed');
    expect(reasonOf(ask({ replied: true, email: null }, 'email'))).toBe('replied');
  });

  it('answers the person’s wishes alone, whatever a channel would need', () => {
    expect(personRefusal({ ...reachable, email: null, linkedinUrl: null }, 'sequence')).toBeNull();
    expect(personRefusal({ ...reachable, replied: true }, 'sequence')).toMatchObject({
      reason: 'replied',
      message: CONTACT_BLOCK_MESSAGES.replied,
    });
    expect(personRefusal({ ...reachable, replied: true }, 'conversation')).toBeNull();
  });

  it('lets a person answer a reply by hand, which stops only the sequence', () => {
    expect(ask({ replied: true }, 'email', { purpose: 'conversation' })).toEqual({ allowed: true });
    expect(
      reasonOf(ask({ replied: true, doNotContact: true }, 'email', { purpose: 'conversation' })),
    ).toBe('do_not_contact');
  });

  it('says when the night ends, in their time', () => {
    const decision = ask({ timeZone: 'Asia/Tokyo' }, 'call');
    expect(decision).toEqual({
      allowed: false,
      reason: 'quiet_hours',
      message:
        'It is 23:00 where they are (Asia/Tokyo); calls and WhatsApp wait until 09:00 their time.',
      // 09:00 in Tokyo (UTC+9) the next morning.
      retryAt: new Date('2026-11-25T00:00:00Z'),
    });
  });

  it('treats the evening boundary as night: 20:00 is too late, 19:59 is not', () => {
    const at = (iso: string) =>
      mayContact(reachable, { channel: 'call', now: new Date(iso), purpose: 'sequence' });
    // Berlin is UTC+1 in November.
    expect(reasonOf(at('2026-11-24T18:59:00Z'))).toBe('allowed');
    expect(reasonOf(at('2026-11-24T19:00:00Z'))).toBe('quiet_hours');
    expect(reasonOf(at('2026-11-24T07:59:00Z'))).toBe('quiet_hours');
    expect(reasonOf(at('2026-11-24T08:00:00Z'))).toBe('allowed');
  });
});

describe("WhatsApp's 24-hour window", () => {
  it('allows free text within 24 hours of their last message and refuses it after', () => {
    const lastAt = (hoursAgo: number) => ({
      lastWhatsappInboundAt: new Date(NOW.getTime() - hoursAgo * 3_600_000),
    });
    expect(reasonOf(ask(lastAt(23.9), 'whatsapp', { whatsappKind: 'free_text' }))).toBe('allowed');
    expect(reasonOf(ask(lastAt(24), 'whatsapp', { whatsappKind: 'free_text' }))).toBe(
      'whatsapp_window',
    );
    expect(
      reasonOf(ask({ lastWhatsappInboundAt: null }, 'whatsapp', { whatsappKind: 'free_text' })),
    ).toBe('whatsapp_window');
  });

  it('lets an approved template open the conversation at any time of day they are awake', () => {
    expect(
      reasonOf(ask({ lastWhatsappInboundAt: null }, 'whatsapp', { whatsappKind: 'template' })),
    ).toBe('allowed');
  });

  it('binds the business account only: the gateway is the recruiter own phone', () => {
    const stale = { lastWhatsappInboundAt: new Date(NOW.getTime() - 48 * 3_600_000) };
    const freeText = (whatsappAccount: 'gateway' | 'business') =>
      reasonOf(ask(stale, 'whatsapp', { whatsappKind: 'free_text', whatsappAccount }));
    expect(freeText('business')).toBe('whatsapp_window');
    expect(freeText('gateway')).toBe('allowed');
    // The person's own wishes and quiet hours still bind the gateway.
    expect(
      reasonOf(
        ask({ ...stale, doNotContact: true }, 'whatsapp', {
          whatsappKind: 'free_text',
          whatsappAccount: 'gateway',
        }),
      ),
    ).toBe('do_not_contact');
  });

  it('explains the window in words a recruiter understands', () => {
    const decision = ask({ lastWhatsappInboundAt: null }, 'whatsapp', {
      whatsappKind: 'free_text',
    });
    expect(decision.allowed ? '' : decision.message).toBe(CONTACT_BLOCK_MESSAGES.whatsapp_window);
  });
});

describe('a number that cannot be dialled', () => {
  it('says why, in the words of the phone rule', () => {
    const decision = ask(
      { phoneE164: null, phoneProblem: 'The phone number must be a 10-digit number.' },
      'call',
    );
    expect(decision.allowed ? '' : decision.message).toBe(
      'The phone number cannot be dialled. The phone number must be a 10-digit number.',
    );
  });
});

describe('the candidate page’s view', () => {
  it('answers each channel for a campaign step now', () => {
    const view = contactStatusByChannel(
      { ...reachable, emailBounced: true, linkedinUrl: null },
      NOW,
    );
    expect(reasonOf(view.email)).toBe('email_bounced');
    expect(reasonOf(view.linkedin)).toBe('no_linkedin');
    expect(reasonOf(view.call)).toBe('allowed');
    expect(reasonOf(view.whatsapp)).toBe('allowed');
  });
});
