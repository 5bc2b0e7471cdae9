import { formatSeconds, networkCauseOf, tlsCauseOf } from '../mail-servers/mail-server-login';

export type SmtpFailure = { reason: string; permanent: boolean; responseCode: number | null };

/** Lets the reason name the server and the timeout that applied. */
export type SmtpServerContext = { host: string; port: number; timeoutMs?: number };

type ErrorFields = {
  code?: string;
  originalCode?: string;
  responseCode?: number;
  response?: string;
  command?: string;
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

const whatWasRefused = (command: string | undefined): string => {
  const verb = command?.toUpperCase() ?? '';
  if (verb.startsWith('RCPT')) return 'the recipient';
  if (verb.startsWith('MAIL')) return 'the sender';
  if (verb.startsWith('DATA')) return 'the message';
  return 'the request';
};

const describeReply = (fields: ErrorFields, reply: string): string => {
  if (fields.code === 'EAUTH') {
    return `The SMTP server refused the user name or password (${reply}).`;
  }
  if (fields.command?.toUpperCase() === 'STARTTLS') {
    return `The SMTP server could not start TLS with STARTTLS (${reply}).`;
  }
  return `The SMTP server rejected ${whatWasRefused(fields.command)} (${reply}).`;
};

const describeWithoutReply = (fields: ErrorFields, server: SmtpServerContext | undefined) => {
  const at = server ? ` at ${server.host}:${server.port}` : '';
  const socketCode = fields.originalCode ?? fields.code;
  if (fields.code === 'ETIMEDOUT') {
    const within = server?.timeoutMs ? ` within ${formatSeconds(server.timeoutMs)}` : ' in time';
    return `The SMTP server${at} did not answer${within}.`;
  }
  const cause = networkCauseOf(socketCode);
  if (cause) return `Could not reach the SMTP server${at} (${cause}).`;
  if (fields.code === 'EDNS') return `Could not find the SMTP server${at} (${fields.message}).`;
  const tlsCause =
    tlsCauseOf(socketCode, fields.message) ?? (fields.code === 'ETLS' ? fields.message : null);
  if (tlsCause) {
    return `The TLS connection to the SMTP server${at} failed (${tlsCause}); check the security setting (port 465 uses TLS, 587 uses STARTTLS).`;
  }
  if (fields.code === 'ENOAUTH' || fields.code === 'EAUTH') {
    return `The SMTP login failed (${fields.message}).`;
  }
  if (fields.code === 'ECONNECTION') {
    return `The SMTP server${at} closed the connection unexpectedly (${fields.message}).`;
  }
  return `Sending through the SMTP server${at} failed (${fields.message}).`;
};

/**
 * Turns a nodemailer error into a sentence for people and whether retrying the same message
 * is pointless (`permanent`). Only a reply from the server can be permanent: connection
 * failures and timeouts are worth retrying.
 */
export const describeSmtpFailure = (error: unknown, server?: SmtpServerContext): SmtpFailure => {
  const fields = fieldsOf(error);
  const responseCode =
    fields.responseCode ?? Number(/^([2-5]\d\d)\b/.exec(fields.response ?? '')?.[1] ?? NaN);
  if (Number.isInteger(responseCode)) {
    const reply = firstLine(fields.response ?? String(responseCode));
    return {
      reason: describeReply(fields, reply),
      permanent: isPermanentReply(responseCode),
      responseCode,
    };
  }
  return { reason: describeWithoutReply(fields, server), permanent: false, responseCode: null };
};
