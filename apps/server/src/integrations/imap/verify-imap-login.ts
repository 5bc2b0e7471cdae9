import { ImapFlow } from 'imapflow';
import {
  certificateCauseOf,
  loginFailureReason,
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
    host: login.address ?? login.host,
    // With an IP in `host`, SNI and the certificate check still use the name.
    servername: login.host,
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
    // A little later than the greeting's, so a peer that never greets is reported as such.
    socketTimeout: timeoutMs + 1_000,
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

// Before the greeting (or the implicit TLS handshake) nothing usable answered.
const CONNECT_PHASE_CODES = new Set([
  'CONNECT_TIMEOUT',
  'GREETING_TIMEOUT',
  'UPGRADE_TIMEOUT',
  'NoConnection',
  'EConnectionClosed',
  'ClosedAfterConnectText',
  'ClosedAfterConnectTLS',
]);
const TIMEOUT_CODES = new Set(['ETIMEOUT', 'ETIMEDOUT']);

const textOf = (record: Record<string, unknown>, key: string): string | undefined =>
  typeof record[key] === 'string' ? record[key] : undefined;

/**
 * A sentence for people about an ImapFlow failure. It never contains the password nor the
 * peer's words, and reads the same for a closed port, a silent one and a service that is not
 * IMAP (decision 013).
 */
export const describeImapFailure = (
  error: unknown,
  server: { host: string; port: number; timeoutMs: number },
): string => {
  const record =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const at = `${server.host}:${server.port}`;
  const code = textOf(record, 'code');
  if (record.authenticationFailed === true) return loginFailureReason.wrongLogin('IMAP');
  if (code && CONNECT_PHASE_CODES.has(code)) return loginFailureReason.couldNotConnect('IMAP', at);
  if (code && TIMEOUT_CODES.has(code))
    return loginFailureReason.timedOut('IMAP', at, server.timeoutMs);
  const certificateCause = certificateCauseOf(code);
  if (certificateCause) return loginFailureReason.tlsFailed('IMAP', at, certificateCause);
  if (record.tlsFailed === true || code === 'STARTTLS_INJECTION')
    return loginFailureReason.tlsFailed('IMAP', at, 'the server did not start TLS');
  if (textOf(record, 'responseText') || textOf(record, 'serverResponseCode'))
    return loginFailureReason.refused('IMAP', at);
  return loginFailureReason.couldNotConnect('IMAP', at);
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
