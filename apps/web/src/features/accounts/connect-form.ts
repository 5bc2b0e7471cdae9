import type { z } from 'zod';
import {
  connectMailboxRequest,
  type ConnectMailboxRequest,
  type ConnectionSecurity,
  type MailboxProvider,
} from '@hirelane/domain/accounts/mailbox.schema';
import type { FieldError } from '@hirelane/domain/http/envelope';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../lib/form-errors';

export type ServerKind = 'smtp' | 'imap';

/** One server of a custom provider; an empty port is NaN. */
export type ServerForm = { host: string; port: number; security: ConnectionSecurity };

/** Every field of every provider: switching provider keeps what was typed. */
export type ConnectMailboxForm = {
  provider: MailboxProvider;
  email: string;
  display_name: string;
  app_password: string;
  password: string;
  username: string;
  smtp: ServerForm;
  imap: ServerForm;
};

/** The usual port of each kind of server for each connection security. */
export const DEFAULT_PORTS: Record<ServerKind, Record<ConnectionSecurity, number>> = {
  smtp: { tls: 465, starttls: 587, none: 25 },
  imap: { tls: 993, starttls: 143, none: 143 },
};

export const EMPTY_CONNECT_FORM: ConnectMailboxForm = {
  provider: 'gmail',
  email: '',
  display_name: '',
  app_password: '',
  password: '',
  username: '',
  smtp: { host: '', port: DEFAULT_PORTS.smtp.tls, security: 'tls' },
  imap: { host: '', port: DEFAULT_PORTS.imap.tls, security: 'tls' },
};

/**
 * A new security for a server: the port follows to the new default unless someone typed a port
 * of their own (one that is not the default of the security it had).
 */
export const withSecurity = (
  kind: ServerKind,
  server: ServerForm,
  security: ConnectionSecurity,
): ServerForm => {
  const untouched =
    Number.isNaN(server.port) || server.port === DEFAULT_PORTS[kind][server.security];
  return { ...server, security, port: untouched ? DEFAULT_PORTS[kind][security] : server.port };
};

/** Applies a change; the user name follows the e-mail until it is set to something else. */
export const changeConnectForm = (
  form: ConnectMailboxForm,
  next: Partial<ConnectMailboxForm>,
): ConnectMailboxForm => {
  const merged = { ...form, ...next };
  if (next.email !== undefined && next.username === undefined && form.username === form.email)
    merged.username = next.email;
  return merged;
};

const server = ({ host, port, security }: ServerForm) => ({ host, port, security });

/** The request for the chosen provider: only its own fields. */
export const connectRequestFrom = (
  form: ConnectMailboxForm,
): z.input<typeof connectMailboxRequest> => {
  const common = {
    email: form.email,
    display_name: form.display_name.trim() || undefined,
  };
  switch (form.provider) {
    case 'gmail':
      return { provider: 'gmail', ...common, app_password: form.app_password };
    case 'outlook':
      return { provider: 'outlook', ...common, password: form.password };
    case 'custom':
      return {
        provider: 'custom',
        ...common,
        username: form.username,
        password: form.password,
        smtp: server(form.smtp),
        imap: server(form.imap),
      };
  }
};

/** The domain schema over the form: the request to send, or errors by field ("smtp.host"). */
export const validateConnectForm = (
  form: ConnectMailboxForm,
): { request: ConnectMailboxRequest; errors: null } | { request: null; errors: FieldErrors } => {
  const parsed = connectMailboxRequest.safeParse(connectRequestFrom(form));
  return parsed.success
    ? { request: parsed.data, errors: null }
    : { request: null, errors: zodFieldErrors(parsed.error) };
};

/** The paths the form shows in place for a provider: its fields, and the SMTP and IMAP checks. */
const SERVER_FIELDS = ['host', 'port', 'security'] as const;
const PLACED: Record<MailboxProvider, ReadonlySet<string>> = {
  gmail: new Set(['email', 'display_name', 'app_password', 'smtp', 'imap']),
  outlook: new Set(['email', 'display_name', 'password', 'smtp', 'imap']),
  custom: new Set([
    'email',
    'display_name',
    'username',
    'password',
    'smtp',
    'imap',
    ...SERVER_FIELDS.flatMap((field) => [`smtp.${field}`, `imap.${field}`]),
  ]),
};

/**
 * A 422 from the server split in three: which login failed and why (path smtp or imap), the field
 * errors, and the messages the form has no place for.
 */
export const splitServerErrors = (provider: MailboxProvider, errors: readonly FieldError[]) => {
  const placed = PLACED[provider];
  const checks: Partial<Record<ServerKind, string>> = {};
  const fields: FieldErrors = {};
  for (const [path, message] of Object.entries(serverFieldErrors(errors))) {
    if (path === 'smtp' || path === 'imap') checks[path] = message;
    else if (placed.has(path)) fields[path] = message;
  }
  const unplaced = errors.filter((error) => !placed.has(error.path)).map((error) => error.message);
  return { checks, fields, unplaced };
};
