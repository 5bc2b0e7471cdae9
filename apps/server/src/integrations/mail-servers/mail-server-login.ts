/**
 * How to log in to a customer's SMTP or IMAP server. `tls` is implicit TLS (465/993). `address`
 * is the IP the outbound policy checked (decision 013): the socket goes there, while `host`
 * stays the name the certificate is checked against.
 */
export type MailServerLogin = {
  host: string;
  address?: string;
  port: number;
  security: 'tls' | 'starttls' | 'none';
  username: string;
  password: string;
};

/** The result of trying a login: extra facts on success, a human sentence on failure. */
export type LoginCheck<T = object> = ({ ok: true } & T) | { ok: false; reason: string };

const TLS_CAUSES: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'its certificate chain is self-signed',
  CERT_HAS_EXPIRED: 'its certificate has expired',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its certificate is for another host name',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its certificate is not trusted',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'its certificate is not trusted',
};

const TLS_CODE = /^(ERR_SSL_|ERR_TLS_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_)/;

export type MailProtocol = 'SMTP' | 'IMAP';

const SECURITY_ADVICE: Record<MailProtocol, string> = {
  SMTP: 'port 465 uses TLS, 587 uses STARTTLS',
  IMAP: 'port 993 uses TLS, 143 uses STARTTLS',
};

/**
 * The reasons a login check answers with (decision 013). None carries the peer's words, and a
 * closed port, a filtered one and a service that is not a mail server read the same, so the
 * answer cannot be used to map ports.
 */
export const loginFailureReason = {
  couldNotConnect: (protocol: MailProtocol, at: string) =>
    `Could not connect to an ${protocol} server at ${at}; check the host name, the port and the security setting (${SECURITY_ADVICE[protocol]}).`,
  wrongLogin: (protocol: MailProtocol) =>
    `The ${protocol} server refused the user name or password.`,
  tlsFailed: (protocol: MailProtocol, at: string, cause: string) =>
    `The TLS connection to the ${protocol} server at ${at} failed (${cause}); check the security setting (${SECURITY_ADVICE[protocol]}).`,
  timedOut: (protocol: MailProtocol, at: string, timeoutMs: number | undefined) =>
    `The ${protocol} server at ${at} stopped answering (timed out${timeoutMs ? ` after ${formatSeconds(timeoutMs)}` : ''}).`,
  refused: (protocol: MailProtocol, at: string) =>
    `The ${protocol} server at ${at} refused the login.`,
  notAllowed: (protocol: MailProtocol, host: string) =>
    `The ${protocol} server ${host} cannot be used: its name was not found or it is not a public internet address.`,
};

/** A TLS failure in our words, only for certificate problems; null for anything else. */
export const certificateCauseOf = (code: string | undefined): string | null => {
  if (code === undefined || !TLS_CODE.test(code)) return null;
  // A peer that does not speak TLS at all reads as "could not connect", like a closed port.
  if (code.startsWith('ERR_SSL_')) return null;
  return TLS_CAUSES[code] ?? 'the TLS handshake failed';
};

/** "10 s", "0.5 s": timeouts as people read them. */
export const formatSeconds = (ms: number): string =>
  `${Number((ms / 1000).toFixed(ms < 1000 ? 1 : 0))} s`;

// A server may echo what it was sent; the password must never reach a reason or a log.
export const withoutSecret = (text: string, secret: string): string =>
  secret ? text.split(secret).join('…') : text;
