import { describe, expect, it } from 'vitest';
import { describeSmtpFailure } from './describe-smtp-failure';

/** An Error carrying the fields nodemailer's SMTP connection attaches. */
const smtpError = (
  message: string,
  fields: {
    code?: string;
    originalCode?: string;
    responseCode?: number;
    response?: string;
    command?: string;
  },
) => Object.assign(new Error(message), fields);

const SERVER = { host: 'smtp.example.com', port: 587, timeoutMs: 10_000 };

describe('describeSmtpFailure: replies from the server', () => {
  it('rates a 550 recipient rejection as permanent', () => {
    const error = smtpError("Can't send mail - all recipients were rejected", {
      code: 'EENVELOPE',
      responseCode: 550,
      response: '550 5.1.1 <gone@example.com>: Recipient address rejected: User unknown',
      command: 'RCPT TO',
    });
    expect(describeSmtpFailure(error)).toEqual({
      reason:
        'The SMTP server rejected the recipient (550 5.1.1 <gone@example.com>: Recipient address rejected: User unknown).',
      permanent: true,
      responseCode: 550,
    });
  });

  it('rates 4xx replies as temporary', () => {
    for (const [responseCode, response] of [
      [421, '421 4.7.0 Try again later, closing connection'],
      [450, '450 4.2.1 Mailbox busy'],
      [451, '451 4.3.0 Temporary lookup failure'],
      [452, '452 4.5.3 Too many recipients'],
    ] as const) {
      const failure = describeSmtpFailure(
        smtpError('failed', { code: 'EENVELOPE', responseCode, response, command: 'RCPT TO' }),
      );
      expect(failure).toEqual({
        reason: `The SMTP server rejected the recipient (${response}).`,
        permanent: false,
        responseCode,
      });
    }
  });

  it('names what was refused: the sender, the message or the login', () => {
    expect(
      describeSmtpFailure(
        smtpError('Mail command failed', {
          code: 'EENVELOPE',
          responseCode: 553,
          response: '553 5.7.1 Sender address rejected: not owned by user',
          command: 'MAIL FROM',
        }),
      ),
    ).toEqual({
      reason:
        'The SMTP server rejected the sender (553 5.7.1 Sender address rejected: not owned by user).',
      permanent: true,
      responseCode: 553,
    });
    expect(
      describeSmtpFailure(
        smtpError('Message failed', {
          code: 'EMESSAGE',
          responseCode: 554,
          response: '554 5.7.1 Message rejected as spam',
          command: 'DATA',
        }),
      ).reason,
    ).toBe('The SMTP server rejected the message (554 5.7.1 Message rejected as spam).');
    expect(
      describeSmtpFailure(
        smtpError('Invalid login', {
          code: 'EAUTH',
          responseCode: 535,
          response: '535 5.7.8 Username and Password not accepted',
          command: 'AUTH PLAIN',
        }),
      ),
    ).toEqual({
      reason:
        'The SMTP server refused the user name or password (535 5.7.8 Username and Password not accepted).',
      permanent: true,
      responseCode: 535,
    });
  });

  it('does not rate 503 (bad sequence of commands) as permanent', () => {
    expect(
      describeSmtpFailure(
        smtpError('failed', {
          code: 'EENVELOPE',
          responseCode: 503,
          response: '503 5.5.1 Error: need MAIL command',
          command: 'RCPT TO',
        }),
      ),
    ).toMatchObject({ permanent: false, responseCode: 503 });
  });

  it('reads the code from the response when responseCode is missing, first line only', () => {
    expect(
      describeSmtpFailure(
        smtpError('failed', {
          code: 'EENVELOPE',
          response: '550-5.1.1 The email account does not exist.\r\n550 5.1.1 Please check it.',
          command: 'RCPT TO',
        }),
      ),
    ).toEqual({
      reason:
        'The SMTP server rejected the recipient (550-5.1.1 The email account does not exist.).',
      permanent: true,
      responseCode: 550,
    });
  });
});

describe('describeSmtpFailure: no reply from the server', () => {
  it('reports a refused connection as temporary', () => {
    expect(
      describeSmtpFailure(
        smtpError('connect ECONNREFUSED 10.0.0.1:587', {
          code: 'ESOCKET',
          originalCode: 'ECONNREFUSED',
          command: 'CONN',
        }),
        SERVER,
      ),
    ).toEqual({
      reason: 'Could not reach the SMTP server at smtp.example.com:587 (connection refused).',
      permanent: false,
      responseCode: null,
    });
  });

  it('reports a plain Node socket error too', () => {
    const error = Object.assign(new Error('getaddrinfo ENOTFOUND smtp.example.com'), {
      code: 'ENOTFOUND',
    });
    expect(describeSmtpFailure(error, SERVER).reason).toBe(
      'Could not reach the SMTP server at smtp.example.com:587 (host name not found).',
    );
  });

  it('reports timeouts with the limit that applied', () => {
    const error = smtpError('Greeting never received', { code: 'ETIMEDOUT', command: 'CONN' });
    expect(describeSmtpFailure(error, SERVER)).toEqual({
      reason: 'The SMTP server at smtp.example.com:587 did not answer within 10 s.',
      permanent: false,
      responseCode: null,
    });
    expect(describeSmtpFailure(error).reason).toBe('The SMTP server did not answer in time.');
  });

  it('explains TLS failures in words', () => {
    expect(
      describeSmtpFailure(
        smtpError('self-signed certificate', {
          code: 'ESOCKET',
          originalCode: 'DEPTH_ZERO_SELF_SIGNED_CERT',
          command: 'CONN',
        }),
        SERVER,
      ),
    ).toEqual({
      reason:
        'The TLS connection to the SMTP server at smtp.example.com:587 failed (its certificate is self-signed); check the security setting (port 465 uses TLS, 587 uses STARTTLS).',
      permanent: false,
      responseCode: null,
    });
  });

  it('copes with values that are not errors', () => {
    expect(describeSmtpFailure('boom')).toEqual({
      reason: 'Sending through the SMTP server failed (boom).',
      permanent: false,
      responseCode: null,
    });
    expect(describeSmtpFailure(null).permanent).toBe(false);
  });
});
