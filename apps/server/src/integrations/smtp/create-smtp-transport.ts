import nodemailer, { type Transporter } from 'nodemailer';
import type { MailServerLogin } from '../mail-servers/mail-server-login';

export type SmtpTransportOptions = { pool: boolean; maxConnections?: number; timeoutMs?: number };

const DEFAULT_TIMEOUT_MS = 30_000;
const SOCKET_TIMEOUT_MARGIN_MS = 1_000;
// Test and development servers on this machine use self-signed certificates.
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

export const createSmtpTransport = (
  login: MailServerLogin,
  options: SmtpTransportOptions,
): Transporter => {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const common = {
    host: login.address ?? login.host,
    // With an IP in `host`, SNI and the certificate check still use the name.
    servername: login.host,
    port: login.port,
    secure: login.security === 'tls',
    requireTLS: login.security === 'starttls',
    ignoreTLS: login.security === 'none',
    ...(login.username ? { auth: { user: login.username, pass: login.password } } : {}),
    tls: { rejectUnauthorized: !LOOPBACK_HOSTS.has(login.host.toLowerCase()) },
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    // A little later than the greeting's, so a peer that never greets is reported as such.
    socketTimeout: timeoutMs + SOCKET_TIMEOUT_MARGIN_MS,
    logger: false,
    debug: false,
  };
  return options.pool
    ? nodemailer.createTransport({
        ...common,
        pool: true,
        ...(options.maxConnections ? { maxConnections: options.maxConnections } : {}),
      })
    : nodemailer.createTransport(common);
};
