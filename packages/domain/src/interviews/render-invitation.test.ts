import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INVITATION_TEMPLATE,
  invitationStatus,
  invitationTemplateSchema,
  LINK_REQUIRED_MESSAGE,
} from './invitations.schema';
import { firstNameOf, formatExpiresOn, renderInvitation } from './render-invitation';

const VALUES = {
  first_name: 'Ada',
  full_name: 'Ada Lovelace',
  job_title: 'Backend Engineer',
  company: 'Acme & Sons',
  interview_link: 'https://app.example.com/interview/abc_DEF-123',
  expires_on: '1 December 2026',
};

describe('renderInvitation', () => {
  it('fills every variable of the default template', () => {
    const email = renderInvitation(DEFAULT_INVITATION_TEMPLATE, VALUES);
    expect(email.subject).toBe('Your interview for Backend Engineer at Acme & Sons');
    expect(email.text).toContain('Hi Ada,');
    expect(email.text).toContain(
      'Start your interview here: https://app.example.com/interview/abc_DEF-123',
    );
    expect(email.text).toContain('The link works until 1 December 2026.');
    expect(email.text).not.toMatch(/\{\{/);
  });

  it('escapes the HTML part and makes the link clickable', () => {
    const email = renderInvitation(
      { subject: 'Hi', body: 'Hello {{full_name}} <b>\n{{interview_link}}' },
      { ...VALUES, full_name: '<script>x</script>' },
    );
    expect(email.html).toBe(
      'Hello &lt;script&gt;x&lt;/script&gt; &lt;b&gt;<br>\n' +
        '<a href="https://app.example.com/interview/abc_DEF-123">https://app.example.com/interview/abc_DEF-123</a>',
    );
    expect(email.text).toBe(
      'Hello <script>x</script> <b>\nhttps://app.example.com/interview/abc_DEF-123',
    );
  });

  it('accepts spaces inside the braces and keeps a subject on one line', () => {
    const email = renderInvitation(
      { subject: '{{ job_title }}\n at {{company}}', body: '{{ interview_link }}' },
      VALUES,
    );
    expect(email.subject).toBe('Backend Engineer at Acme & Sons');
    expect(email.text).toBe(VALUES.interview_link);
  });
});

describe('invitationTemplateSchema', () => {
  it('refuses a body without the interview link', () => {
    const parsed = invitationTemplateSchema.safeParse({
      subject: 'Hi',
      body: 'Hello {{first_name}}',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(LINK_REQUIRED_MESSAGE);
  });

  it('refuses unknown variables and accepts the default template', () => {
    const parsed = invitationTemplateSchema.safeParse({
      subject: 'Hi {{nickname}}',
      body: '{{interview_link}}',
    });
    expect(parsed.error?.issues[0]?.message).toBe('Unknown variable: {{nickname}}.');
    expect(invitationTemplateSchema.safeParse(DEFAULT_INVITATION_TEMPLATE).success).toBe(true);
  });
});

describe('helpers', () => {
  it('formats the expiry day in UTC', () => {
    expect(formatExpiresOn(new Date('2026-12-01T23:30:00Z'))).toBe('1 December 2026');
  });

  it('takes the first name from the full name when missing', () => {
    expect(firstNameOf('', 'Grace Hopper')).toBe('Grace');
    expect(firstNameOf('  ', '')).toBe('there');
    expect(firstNameOf('Ada', 'Ada Lovelace')).toBe('Ada');
  });

  it('shows an open link the candidate has seen as opened', () => {
    expect(invitationStatus('open', new Date())).toBe('opened');
    expect(invitationStatus('open', null)).toBe('open');
    expect(invitationStatus('expired', new Date())).toBe('expired');
  });
});
