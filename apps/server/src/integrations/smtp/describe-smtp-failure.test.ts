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
      reason: 'The SMTP server refused the user name or password.',
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

const COULD_NOT_CONNECT =
  'Could not connect to an SMTP server at smtp.example.com:587; check the host name, the port and the security setting (port 465 uses TLS, 587 uses STARTTLS).';

describe('describeSmtpFailure: no reply from the server', () => {
  it('reads the same for a refused, a reset, a silent and a non-SMTP peer (no port mapping)', () => {
    const failures = [
      smtpError('connect ECONNREFUSED 10.0.0.1:587', {
        code: 'ESOCKET',
        originalCode: 'ECONNREFUSED',
        command: 'CONN',
      }),
      smtpError('read ECONNRESET', {
        code: 'ESOCKET',
        originalCode: 'ECONNRESET',
        command: 'CONN',
      }),
      smtpError('Connection closed unexpectedly', { code: 'ECONNECTION', command: 'CONN' }),
      Object.assign(smtpError('Connection timeout', { code: 'ETIMEDOUT', command: 'CONN' }), {
        timeoutType: 'CONNECT_TIMEOUT',
      }),
      Object.assign(smtpError('Greeting never received', { code: 'ETIMEDOUT', command: 'CONN' }), {
        timeoutType: 'GREETING_TIMEOUT',
      }),
      smtpError('Invalid greeting. response=SSH-2.0-OpenSSH_9.6', {
        code: 'EPROTOCOL',
        response: 'SSH-2.0-OpenSSH_9.6',
        command: 'CONN',
      }),
      smtpError('Invalid HELO. response=500 FTP: unknown command', {
        code: 'EPROTOCOL',
        response: '500 FTP: unknown command',
        command: 'HELO',
      }),
      smtpError('write EPROTO wrong version number', {
        code: 'ESOCKET',
        originalCode: 'ERR_SSL_WRONG_VERSION_NUMBER',
        command: 'CONN',
      }),
      Object.assign(new Error('getaddrinfo ENOTFOUND smtp.example.com'), { code: 'ENOTFOUND' }),
    ];
    for (const error of failures) {
      expect(describeSmtpFailure(error, SERVER).reason).toBe(COULD_NOT_CONNECT);
    }
  });

  it('reports a server that stopped answering after its greeting as timed out', () => {
    const error = Object.assign(smtpError('Timeout', { code: 'ETIMEDOUT', command: 'CONN' }), {
      timeoutType: 'SOCKET_TIMEOUT',
    });
    expect(describeSmtpFailure(error, SERVER)).toEqual({
      reason: 'The SMTP server at smtp.example.com:587 stopped answering (timed out after 10 s).',
      permanent: false,
      responseCode: null,
    });
  });

  it('explains certificate failures in its own words', () => {
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

  it('does not quote a refused STARTTLS', () => {
    expect(
      describeSmtpFailure(
        smtpError('Error upgrading connection with STARTTLS', {
          code: 'EPROTOCOL',
          responseCode: 454,
          response: '454 4.7.0 internal banner text',
          command: 'STARTTLS',
        }),
        SERVER,
      ).reason,
    ).toBe(
      'The TLS connection to the SMTP server at smtp.example.com:587 failed (the server did not start TLS); check the security setting (port 465 uses TLS, 587 uses STARTTLS).',
    );
  });

  it('copes with values that are not errors', () => {
    expect(describeSmtpFailure('boom')).toEqual({
      reason:
        'Could not connect to an SMTP server at its address; check the host name, the port and the security setting (port 465 uses TLS, 587 uses STARTTLS).',
      permanent: false,
      responseCode: null,
    });
    expect(describeSmtpFailure(null).permanent).toBe(false);
  });
});
