import { certificateCauseOf, loginFailureReason } from '../mail-servers/mail-server-login';

export type SmtpFailure = { reason: string; permanent: boolean; responseCode: number | null };

/** Lets the reason name the server and the timeout that applied. */
export type SmtpServerContext = { host: string; port: number; timeoutMs?: number };

type ErrorFields = {
  code?: string;
  originalCode?: string;
  responseCode?: number;
  response?: string;
  command?: string;
  timeoutType?: string;
  message: string;
};

const fieldsOf = (error: unknown): ErrorFields => {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  const record = error as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? record[key] : undefined);
  const responseCode = record.responseCode;
  return {
    code: text('code'),
    originalCode: text('originalCode'),
    responseCode: typeof responseCode === 'number' ? responseCode : undefined,
    response: text('response'),
    command: text('command'),
    timeoutType: text('timeoutType'),
    message: text('message') ?? 'unknown error',
  };
};

const MAX_RESPONSE_CHARS = 200;

const firstLine = (text: string): string => {
  const line = text.split(/\r?\n/)[0]?.trim() ?? '';
  return line.length > MAX_RESPONSE_CHARS ? `${line.slice(0, MAX_RESPONSE_CHARS)}…` : line;
};

/**
 * 5xx replies are permanent, except 503 (bad sequence of commands): that one is about the
 * session's state, not the message, and a new connection can succeed (as nodemailer rates it).
 */
const isPermanentReply = (code: number): boolean => code >= 500 && code < 600 && code !== 503;

const DELIVERY_COMMANDS = /^(RCPT|MAIL|DATA)/;

const whatWasRefused = (command: string): string => {
  if (command.startsWith('RCPT')) return 'the recipient';
  if (command.startsWith('MAIL')) return 'the sender';
  return 'the message';
};

// Timeouts before the greeting (or the implicit TLS handshake) mean nothing usable answered.
const CONNECT_PHASE_TIMEOUTS = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT']);

/** Anything but a reply to a message: connecting, greeting, TLS, login. No text of the peer. */
const describeSessionFailure = (
  fields: ErrorFields,
  server: SmtpServerContext | undefined,
): string => {
  const at = server ? `${server.host}:${server.port}` : 'its address';
  const command = fields.command?.toUpperCase() ?? '';
  if (fields.code === 'EAUTH' || command.startsWith('AUTH'))
    return loginFailureReason.wrongLogin('SMTP');
  if (fields.code === 'ETIMEDOUT') {
    return fields.timeoutType && !CONNECT_PHASE_TIMEOUTS.has(fields.timeoutType)
      ? loginFailureReason.timedOut('SMTP', at, server?.timeoutMs)
      : loginFailureReason.couldNotConnect('SMTP', at);
  }
  const certificateCause = certificateCauseOf(fields.originalCode ?? fields.code);
  if (certificateCause) return loginFailureReason.tlsFailed('SMTP', at, certificateCause);
  if (command === 'STARTTLS' || fields.code === 'ETLS')
    return loginFailureReason.tlsFailed('SMTP', at, 'the server did not start TLS');
  return loginFailureReason.couldNotConnect('SMTP', at);
};

/**
 * Turns a nodemailer error into a sentence for people and whether retrying the same message
 * is pointless (`permanent`). Only a reply from the server can be permanent: connection
 * failures and timeouts are worth retrying. The server's own words are quoted only in a reply
 * to a message (recipient, sender, content), after it greeted and accepted the login: what a
 * probe of some port answers never reaches the reason (decision 013).
 */
export const describeSmtpFailure = (error: unknown, server?: SmtpServerContext): SmtpFailure => {
  const fields = fieldsOf(error);
  const parsedCode =
    fields.responseCode ?? Number(/^([2-5]\d\d)\b/.exec(fields.response ?? '')?.[1] ?? NaN);
  const responseCode = Number.isInteger(parsedCode) ? parsedCode : null;
  const command = fields.command?.toUpperCase() ?? '';
  if (responseCode !== null && DELIVERY_COMMANDS.test(command)) {
    const reply = firstLine(fields.response ?? String(responseCode));
    return {
      reason: `The SMTP server rejected ${whatWasRefused(command)} (${reply}).`,
      permanent: isPermanentReply(responseCode),
      responseCode,
    };
  }
  return {
    reason: describeSessionFailure(fields, server),
    permanent: responseCode !== null && isPermanentReply(responseCode),
    responseCode,
  };
};
