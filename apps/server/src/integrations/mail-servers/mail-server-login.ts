/** How to log in to a customer's SMTP or IMAP server. `tls` is implicit TLS (465/993). */
export type MailServerLogin = {
  host: string;
  port: number;
  security: 'tls' | 'starttls' | 'none';
  username: string;
  password: string;
};

/** The result of trying a login: extra facts on success, a human sentence on failure. */
export type LoginCheck<T = object> = ({ ok: true } & T) | { ok: false; reason: string };

const NETWORK_CAUSES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection closed',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name lookup failed',
};

/** "connection refused" and the like for Node's socket error codes; null for anything else. */
export const networkCauseOf = (code: string | undefined): string | null =>
  (code && NETWORK_CAUSES[code]) ?? null;

const TLS_CAUSES: Record<string, string> = {
  ERR_SSL_WRONG_VERSION_NUMBER: 'the server did not answer in TLS',
  ERR_SSL_PACKET_LENGTH_TOO_LONG: 'the server did not answer in TLS',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'its certificate chain is self-signed',
  CERT_HAS_EXPIRED: 'its certificate has expired',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its certificate is for another host name',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its certificate is not trusted',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'its certificate is not trusted',
};

const TLS_CODE = /^(ERR_SSL_|ERR_TLS_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_)/;

/** A few words on a TLS failure for Node's and OpenSSL's error codes; null when it is not one. */
export const tlsCauseOf = (code: string | undefined, message: string): string | null => {
  if (code === undefined || !TLS_CODE.test(code)) return null;
  // OpenSSL messages look like "80EC…:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:…".
  const openSslReason = /SSL routines:[^:]*:([^:]+)/.exec(message)?.[1];
  return TLS_CAUSES[code] ?? openSslReason ?? message.split('\n')[0] ?? code;
};

/** "10 s", "0.5 s": timeouts as people read them. */
export const formatSeconds = (ms: number): string =>
  `${Number((ms / 1000).toFixed(ms < 1000 ? 1 : 0))} s`;

// A server may echo what it was sent; the password must never reach a reason or a log.
export const withoutSecret = (text: string, secret: string): string =>
  secret ? text.split(secret).join('…') : text;
