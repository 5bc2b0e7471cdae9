import { ImapFlow } from 'imapflow';
import {
  formatSeconds,
  networkCauseOf,
  tlsCauseOf,
  type LoginCheck,
  type MailServerLogin,
  withoutSecret,
} from '../mail-servers/mail-server-login';

export const DEFAULT_IMAP_TIMEOUT_MS = 30_000;

// Test and development servers on this machine use self-signed certificates.
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/** An ImapFlow client for the login, silent, without IDLE; connect() is up to the caller. */
export const createImapClient = (login: MailServerLogin, timeoutMs: number): ImapFlow => {
  const client = new ImapFlow({
    host: login.host,
    port: login.port,
    secure: login.security === 'tls',
    doSTARTTLS:
      login.security === 'starttls' ? true : login.security === 'none' ? false : undefined,
    auth: { user: login.username, pass: login.password },
    tls: { rejectUnauthorized: !LOOPBACK_HOSTS.has(login.host.toLowerCase()) },
    logger: false,
    emitLogs: false,
    disableAutoIdle: true,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  // Failures also reach the pending command; without a listener an 'error' event would crash.
  client.on('error', () => undefined);
  return client;
};

/** Logs out politely when the session still works, otherwise just drops the socket. */
export const closeImapClient = async (client: ImapFlow): Promise<void> => {
  if (client.usable) {
    try {
      await client.logout();
      return;
    } catch {
      // fall through to close()
    }
  }
  client.close();
};

const TIMEOUT_CODES = new Set([
  'CONNECT_TIMEOUT',
  'GREETING_TIMEOUT',
  'UPGRADE_TIMEOUT',
  'ETIMEOUT',
  'ETIMEDOUT',
]);
const CLOSED_CODES = new Set([
  'NoConnection',
  'EConnectionClosed',
  'ClosedAfterConnectText',
  'ClosedAfterConnectTLS',
]);

const textOf = (record: Record<string, unknown>, key: string): string | undefined =>
  typeof record[key] === 'string' ? record[key] : undefined;

/** A sentence for people about an ImapFlow failure; never contains the password. */
export const describeImapFailure = (
  error: unknown,
  server: { host: string; port: number; timeoutMs: number },
): string => {
  const record =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const at = `at ${server.host}:${server.port}`;
  const code = textOf(record, 'code');
  const message = textOf(record, 'message') ?? String(error);
  const serverText = textOf(record, 'serverResponseCode') ?? textOf(record, 'responseText');
  if (record.authenticationFailed === true) {
    return `The IMAP server refused the user name or password (${serverText ?? 'authentication failed'}).`;
  }
  if (code && TIMEOUT_CODES.has(code)) {
    return `The IMAP server ${at} did not answer within ${formatSeconds(server.timeoutMs)}.`;
  }
  const cause = networkCauseOf(code);
  if (cause) return `Could not reach the IMAP server ${at} (${cause}).`;
  const tlsCause = tlsCauseOf(code, message) ?? (record.tlsFailed === true ? message : null);
  if (tlsCause) {
    return `The TLS connection to the IMAP server ${at} failed (${tlsCause}); check the security setting (port 993 uses TLS, 143 uses STARTTLS).`;
  }
  if (code && CLOSED_CODES.has(code)) {
    return `The IMAP server ${at} closed the connection unexpectedly.`;
  }
  const responseText = textOf(record, 'responseText');
  if (responseText) {
    const command = textOf(record, 'command') ?? 'the command';
    return `The IMAP server refused ${command} (${responseText}).`;
  }
  return `The IMAP request to the server ${at} failed (${message}).`;
};

/** Logs in and opens INBOX read-only; returns where new mail will start. */
export const verifyImapLogin = async (
  login: MailServerLogin,
  options: { timeoutMs?: number } = {},
): Promise<LoginCheck<{ uidValidity: number; uidNext: number }>> => {
  const timeoutMs = options.timeoutMs ?? DEFAULT_IMAP_TIMEOUT_MS;
  const client = createImapClient(login, timeoutMs);
  try {
    await client.connect();
    const inbox = await client.mailboxOpen('INBOX', { readOnly: true });
    return { ok: true, uidValidity: Number(inbox.uidValidity), uidNext: inbox.uidNext };
  } catch (error) {
    const reason = describeImapFailure(error, { host: login.host, port: login.port, timeoutMs });
    return { ok: false, reason: withoutSecret(reason, login.password) };
  } finally {
    await closeImapClient(client);
  }
};
