import { describe, expect, it } from 'vitest';
import {
  AUTO_REPLY_SUBJECT_PATTERNS,
  BOUNCE_SUBJECT_PATTERNS,
  classifyInbound,
  type DeliveryStatus,
  type InboundSignals,
} from './classify-inbound';

const message = (overrides: Partial<InboundSignals> = {}): InboundSignals => ({
  headers: {},
  subject: 'Re: Senior backend engineer at Acme',
  from: 'jane.doe@example.com',
  contentType: 'text/plain; charset=utf-8',
  dsn: null,
  bodyMessageIds: [],
  ...overrides,
});

const DSN_CONTENT_TYPE = 'multipart/report; report-type=delivery-status; boundary="b1"';

const dsn = (overrides: Partial<DeliveryStatus> = {}): DeliveryStatus => ({
  recipient: 'gone@example.com',
  action: 'failed',
  status: '5.1.1',
  originalMessageId: '<first@hirelane.test>',
  ...overrides,
});

const bounceFrom = (subject: string, overrides: Partial<InboundSignals> = {}) =>
  classifyInbound(
    message({
      from: 'mailer-daemon@mx.example.com',
      subject,
      bodyMessageIds: ['<first@hirelane.test>', '<bounce-own@mx.example.com>'],
      ...overrides,
    }),
  );

describe('classifyInbound: replies', () => {
  it('treats a normal "Re:" answer as a reply', () => {
    expect(classifyInbound(message())).toEqual({ kind: 'reply' });
  });

  it('keeps a person who writes about being out of office in a "Re:" answer a reply', () => {
    expect(
      classifyInbound(
        message({ subject: 'Re: Out of office next week? Let us talk Monday', headers: {} }),
      ),
    ).toEqual({ kind: 'reply' });
  });

  it('ignores "Auto-Submitted: no" and harmless Precedence values', () => {
    expect(classifyInbound(message({ headers: { 'auto-submitted': 'no' } }))).toEqual({
      kind: 'reply',
    });
    expect(classifyInbound(message({ headers: { 'auto-submitted': ' No ' } }))).toEqual({
      kind: 'reply',
    });
    expect(classifyInbound(message({ headers: { precedence: 'first-class' } }))).toEqual({
      kind: 'reply',
    });
  });

  it('does not read OOF into unrelated X-Auto-Response-Suppress values', () => {
    expect(
      classifyInbound(message({ headers: { 'x-auto-response-suppress': 'DR, RN, NRN' } })),
    ).toEqual({ kind: 'reply' });
  });

  it('needs more than a bounce-like subject from a person replying', () => {
    expect(
      classifyInbound(
        message({ subject: 'Re: Mail delivery failed', bodyMessageIds: ['<first@hirelane.test>'] }),
      ),
    ).toEqual({ kind: 'reply' });
    expect(classifyInbound(message({ subject: 'Mail delivery failed' }))).toEqual({
      kind: 'reply',
    });
  });
});

describe('classifyInbound: automatic replies', () => {
  it.each([
    [{ 'auto-submitted': 'auto-replied' }, 'auto-submitted: auto-replied'],
    [{ 'auto-submitted': 'auto-generated' }, 'auto-submitted: auto-generated'],
    [
      { 'auto-submitted': 'auto-replied; owner-email="x@example.com"' },
      'auto-submitted: auto-replied; owner-email="x@example.com"',
    ],
    [{ 'x-autoreply': 'yes' }, 'x-autoreply: yes'],
    [{ 'x-autoreply': '' }, 'x-autoreply'],
    [{ 'x-autorespond': 'Out of office' }, 'x-autorespond: Out of office'],
    [{ 'x-auto-response-suppress': 'OOF' }, 'x-auto-response-suppress: OOF'],
    [{ 'x-auto-response-suppress': 'All' }, 'x-auto-response-suppress: All'],
    [
      { 'x-auto-response-suppress': 'DR, OOF, AutoReply' },
      'x-auto-response-suppress: DR, OOF, AutoReply',
    ],
    [{ precedence: 'auto_reply' }, 'precedence: auto_reply'],
    [{ precedence: 'bulk' }, 'precedence: bulk'],
    [{ precedence: 'junk' }, 'precedence: junk'],
    [{ precedence: 'List' }, 'precedence: List'],
  ])('recognises the header %o', (headers, signal) => {
    expect(classifyInbound(message({ headers }))).toEqual({ kind: 'auto_reply', signal });
  });

  it.each([
    ['Out of office: Re: Senior backend engineer', 'Out of office'],
    ['Out of the Office', 'Out of the Office'],
    ['Automatic reply: Senior backend engineer', 'Automatic reply'],
    ['Auto-reply: Thanks for your message', 'Auto-reply'],
    ['AutoReply', 'AutoReply'],
    ['Auto Response: hello', 'Auto Response'],
    ['Away from the office until May 3', 'Away from the office'],
    ['On vacation', 'On vacation'],
    ['Abwesenheitsnotiz: Ihre Nachricht', 'Abwesenheitsnotiz'],
    ['Automatische Antwort: Ihre Nachricht', 'Automatische Antwort'],
    ['Réponse automatique : Votre message', 'Réponse automatique'],
    ['Respuesta automática: Su mensaje', 'Respuesta automática'],
    ['Risposta automatica', 'Risposta automatica'],
    ['Automatisch antwoord: uw bericht', 'Automatisch antwoord'],
    ['[EXTERNAL] Automatic reply: Senior backend engineer', '[EXTERNAL] Automatic reply'],
  ])('recognises the subject "%s"', (subject, matched) => {
    expect(classifyInbound(message({ subject }))).toEqual({
      kind: 'auto_reply',
      signal: `subject: ${matched}`,
    });
  });

  it('does not match words that merely start like an auto-reply subject', () => {
    expect(classifyInbound(message({ subject: 'Autoreplyish tools we use' }))).toEqual({
      kind: 'reply',
    });
  });

  it('prefers a header signal over the subject', () => {
    expect(
      classifyInbound(
        message({ subject: 'Out of office', headers: { 'auto-submitted': 'auto-replied' } }),
      ),
    ).toEqual({ kind: 'auto_reply', signal: 'auto-submitted: auto-replied' });
  });

  it('treats read receipts and successful delivery reports as automatic', () => {
    expect(
      classifyInbound(
        message({
          contentType: 'multipart/report; report-type="disposition-notification"; boundary=x',
        }),
      ),
    ).toEqual({ kind: 'auto_reply', signal: 'content-type: disposition-notification' });
    expect(
      classifyInbound(
        message({
          contentType: DSN_CONTENT_TYPE,
          dsn: dsn({ action: 'delivered', status: '2.0.0' }),
        }),
      ),
    ).toEqual({ kind: 'auto_reply', signal: 'delivery-status: delivered' });
  });

  it('treats other mail from the mailer daemon as automatic', () => {
    expect(
      classifyInbound(message({ from: 'MAILER-DAEMON@mx.example.com', subject: 'Notice' })),
    ).toEqual({ kind: 'auto_reply', signal: 'from: MAILER-DAEMON@mx.example.com' });
  });

  it('exports its subject patterns', () => {
    expect(AUTO_REPLY_SUBJECT_PATTERNS.length).toBeGreaterThan(5);
    expect(
      BOUNCE_SUBJECT_PATTERNS.some(({ pattern }) => pattern.test('Mail delivery failed')),
    ).toBe(true);
  });
});

describe('classifyInbound: bounces with a delivery-status report', () => {
  it('is a permanent bounce for Action failed with a 5.x.x status', () => {
    expect(
      classifyInbound(
        message({
          contentType: DSN_CONTENT_TYPE,
          dsn: dsn(),
          headers: { 'auto-submitted': 'auto-replied' },
        }),
      ),
    ).toEqual({
      kind: 'bounce',
      recipient: 'gone@example.com',
      status: '5.1.1',
      originalMessageId: '<first@hirelane.test>',
      permanent: true,
    });
  });

  it('is a temporary bounce for a 4.x.x delay', () => {
    expect(
      classifyInbound(
        message({
          contentType: DSN_CONTENT_TYPE,
          dsn: dsn({ action: 'delayed', status: '4.4.1' }),
        }),
      ),
    ).toEqual({
      kind: 'bounce',
      recipient: 'gone@example.com',
      status: '4.4.1',
      originalMessageId: '<first@hirelane.test>',
      permanent: false,
    });
  });

  it('is not permanent when a failure carries a 4.x.x status (mailbox full, given up)', () => {
    const result = classifyInbound(
      message({ contentType: DSN_CONTENT_TYPE, dsn: dsn({ action: 'Failed', status: '4.2.2' }) }),
    );
    expect(result).toMatchObject({ kind: 'bounce', status: '4.2.2', permanent: false });
  });

  it('falls back to a Message-ID from the body and to the status without an action', () => {
    expect(
      classifyInbound(
        message({
          contentType: DSN_CONTENT_TYPE,
          dsn: dsn({ action: null, originalMessageId: null }),
          bodyMessageIds: ['<quoted@hirelane.test>'],
        }),
      ),
    ).toEqual({
      kind: 'bounce',
      recipient: 'gone@example.com',
      status: '5.1.1',
      originalMessageId: '<quoted@hirelane.test>',
      permanent: true,
    });
  });

  it('is a temporary bounce when the report part could not be read', () => {
    expect(
      classifyInbound(message({ contentType: DSN_CONTENT_TYPE, subject: 'Returned mail' })),
    ).toEqual({
      kind: 'bounce',
      recipient: null,
      status: null,
      originalMessageId: null,
      permanent: false,
    });
  });
});

describe('classifyInbound: bounces without a delivery-status report', () => {
  it.each([
    'Undelivered Mail Returned to Sender',
    'Delivery Status Notification (Failure)',
    'Mail delivery failed: returning message to sender',
    'Undeliverable: Senior backend engineer',
    'failure notice',
  ])('is a permanent bounce for "%s" from the mailer daemon', (subject) => {
    expect(bounceFrom(subject)).toEqual({
      kind: 'bounce',
      recipient: null,
      status: null,
      originalMessageId: '<first@hirelane.test>',
      permanent: true,
    });
  });

  it('also accepts postmaster as the sender, and no Message-ID in the body', () => {
    expect(
      bounceFrom('Undelivered Mail Returned to Sender', {
        from: 'postmaster@example.com',
        bodyMessageIds: [],
      }),
    ).toEqual({
      kind: 'bounce',
      recipient: null,
      status: null,
      originalMessageId: null,
      permanent: true,
    });
  });

  it('accepts another sender when the body quotes a Message-ID', () => {
    expect(
      bounceFrom('Undeliverable: Senior backend engineer', {
        from: 'microsoftexchange329e71ec88ae@example.com',
      }),
    ).toMatchObject({ kind: 'bounce', originalMessageId: '<first@hirelane.test>' });
  });

  it('is a temporary bounce for a delay notice', () => {
    expect(bounceFrom('Delivery Status Notification (Delay)')).toMatchObject({
      kind: 'bounce',
      permanent: false,
    });
  });
});
