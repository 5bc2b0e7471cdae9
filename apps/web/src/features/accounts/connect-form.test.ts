import { describe, expect, it } from 'vitest';
import { PLAIN_CONNECTION_MESSAGE } from '@hirelane/domain/accounts/plain-connection-hosts';
import {
  APP_PASSWORD_LENGTH_MESSAGE,
  PROVIDER_SERVERS,
} from '@hirelane/domain/accounts/mailbox.schema';
import {
  EMPTY_CONNECT_FORM,
  changeConnectForm,
  connectRequestFrom,
  splitServerErrors,
  validateConnectForm,
  withSecurity,
  type ConnectMailboxForm,
} from './connect-form';

const form = (overrides: Partial<ConnectMailboxForm> = {}): ConnectMailboxForm => ({
  ...EMPTY_CONNECT_FORM,
  email: 'Ada@Acme.test',
  ...overrides,
});

describe('the connect mailbox form', () => {
  it('moves the port to the new security’s default, unless a port of its own was typed', () => {
    const smtp = EMPTY_CONNECT_FORM.smtp;
    expect(withSecurity('smtp', smtp, 'starttls')).toEqual({
      ...smtp,
      security: 'starttls',
      port: 587,
    });
    expect(withSecurity('imap', EMPTY_CONNECT_FORM.imap, 'starttls').port).toBe(143);
    expect(withSecurity('smtp', { ...smtp, port: 2525 }, 'starttls').port).toBe(2525);
    expect(withSecurity('smtp', { ...smtp, port: Number.NaN }, 'none').port).toBe(25);
  });

  it('fills the user name with the e-mail until it is changed', () => {
    let next = changeConnectForm(EMPTY_CONNECT_FORM, { email: 'ada@acme.test' });
    expect(next.username).toBe('ada@acme.test');
    next = changeConnectForm(next, { username: 'ada' });
    next = changeConnectForm(next, { email: 'ada@other.test' });
    expect(next.username).toBe('ada');
  });

  it('sends only the chosen provider’s fields, with no empty display name', () => {
    const filled = form({
      display_name: '  ',
      app_password: 'abcd efgh ijkl mnop',
      password: 'secret',
      username: 'ada',
      smtp: { host: 'mail.acme.test', port: 587, security: 'starttls' },
      imap: { host: 'mail.acme.test', port: 993, security: 'tls' },
    });
    expect(connectRequestFrom(filled)).toEqual({
      provider: 'gmail',
      email: 'Ada@Acme.test',
      display_name: undefined,
      app_password: 'abcd efgh ijkl mnop',
    });
    expect(connectRequestFrom({ ...filled, provider: 'outlook' })).toEqual({
      provider: 'outlook',
      email: 'Ada@Acme.test',
      display_name: undefined,
      password: 'secret',
    });
    expect(connectRequestFrom({ ...filled, provider: 'custom' })).toMatchObject({
      provider: 'custom',
      username: 'ada',
      smtp: { host: 'mail.acme.test', port: 587, security: 'starttls' },
    });
  });

  it('validates with the domain schema: required fields and the 16-character app password', () => {
    expect(validateConnectForm(EMPTY_CONNECT_FORM).errors).toEqual({
      email: 'This field is required.',
      app_password: 'This field is required.',
    });
    expect(validateConnectForm(form({ app_password: 'short' })).errors).toEqual({
      app_password: APP_PASSWORD_LENGTH_MESSAGE,
    });
    const ok = validateConnectForm(form({ app_password: 'abcd efgh ijkl mnop' }));
    expect(ok.request).toEqual({
      provider: 'gmail',
      email: 'ada@acme.test',
      app_password: 'abcdefghijklmnop',
    });
  });

  it('checks both servers of a custom provider', () => {
    const errors = validateConnectForm(
      form({
        provider: 'custom',
        password: 'secret',
        username: 'ada',
        smtp: { host: '', port: Number.NaN, security: 'tls' },
        imap: { ...PROVIDER_SERVERS.gmail.imap },
      }),
    ).errors;
    expect(errors).toEqual({
      'smtp.host': 'This field is required.',
      'smtp.port': 'This field is required.',
    });
  });

  it('allows an unencrypted server only on this machine or a private network', () => {
    const custom = (host: string) =>
      form({
        provider: 'custom',
        password: 'secret',
        username: 'ada',
        smtp: { host, port: 25, security: 'none' },
        imap: { host: '192.168.1.5', port: 143, security: 'none' },
      });
    expect(validateConnectForm(custom('mail.example.com')).errors).toEqual({
      'smtp.security': PLAIN_CONNECTION_MESSAGE,
    });
    expect(validateConnectForm(custom('127.0.0.1')).errors).toBeNull();
  });

  it('splits a 422 into the login checks, the fields and what has no place', () => {
    const split = splitServerErrors('gmail', [
      { path: 'imap', message: 'IMAP login failed: wrong password.' },
      { path: 'email', message: 'This mailbox is already connected.' },
      { path: 'smtp.host', message: 'Not a valid host name.' },
    ]);
    expect(split).toEqual({
      checks: { imap: 'IMAP login failed: wrong password.' },
      fields: { email: 'This mailbox is already connected.' },
      unplaced: ['Not a valid host name.'],
    });
    expect(
      splitServerErrors('custom', [{ path: 'smtp.host', message: 'Not a valid host name.' }])
        .fields,
    ).toEqual({ 'smtp.host': 'Not a valid host name.' });
  });
});
