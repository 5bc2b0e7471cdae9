export type InboundClassification =
  | { kind: 'reply' }
  | { kind: 'auto_reply'; signal: string }
  | {
      kind: 'bounce';
      recipient: string | null;
      status: string | null;
      originalMessageId: string | null;
      permanent: boolean;
    };

/** The fields of a message/delivery-status part (RFC 3464) that matter here. */
export type DeliveryStatus = {
  recipient: string | null;
  action: string | null;
  status: string | null;
  originalMessageId: string | null;
};

export type InboundSignals = {
  /** Header names in lower case. */
  headers: Record<string, string>;
  subject: string;
  /** Bare sender address. */
  from: string;
  /** The top-level Content-Type header, parameters included. */
  contentType: string;
  dsn: DeliveryStatus | null;
  /** Message-ID headers found in the body, as non-standard bounces quote the original. */
  bodyMessageIds: string[];
};

// Anchored at the start (after an optional "[EXTERNAL]"-style tag) so that a person's
// "Re: Out of office next week?" stays a reply.
const subjectStart = (words: string): RegExp =>
  new RegExp(`^\\s*(?:\\[[^\\]]*\\]\\s*)?(?:${words})(?![\\p{L}\\p{N}])`, 'iu');

/** Subjects that out-of-office and other auto-responders use. */
export const AUTO_REPLY_SUBJECT_PATTERNS: readonly RegExp[] = [
  subjectStart('out of (?:the )?office'),
  subjectStart('automatic reply'),
  subjectStart('auto[- ]?reply'),
  subjectStart('auto[- ]?response'),
  subjectStart('away from (?:the )?office'),
  subjectStart('on vacation'),
  subjectStart('abwesenheitsnotiz'),
  subjectStart('automatische antwort'),
  subjectStart('r[ée]ponse automatique'),
  subjectStart('respuesta autom[áa]tica'),
  subjectStart('risposta automatica'),
  subjectStart('automatisch antwoord'),
];

/** Subjects of bounces that come without a delivery-status part, and whether they are final. */
export const BOUNCE_SUBJECT_PATTERNS: readonly { pattern: RegExp; permanent: boolean }[] = [
  { pattern: subjectStart('undelivered mail returned to sender'), permanent: true },
  { pattern: subjectStart('delivery status notification \\(failure\\)'), permanent: true },
  { pattern: subjectStart('delivery status notification \\(delay\\)'), permanent: false },
  { pattern: subjectStart('mail delivery failed'), permanent: true },
  { pattern: subjectStart('undeliverable:'), permanent: true },
  { pattern: subjectStart('undelivered mail'), permanent: true },
  { pattern: subjectStart('returned mail'), permanent: true },
  { pattern: subjectStart('delivery failure'), permanent: true },
  { pattern: subjectStart('failure notice'), permanent: true },
  { pattern: subjectStart('delayed mail'), permanent: false },
  { pattern: subjectStart('warning: could not send message'), permanent: false },
];

const DAEMON_SENDER = /^(?:mailer-daemon|mailer_daemon|mail-daemon|postmaster)(?:@|$)/i;

const REPLY_PREFIX = /^\s*(?:re|aw|sv|antw|réf|ref|rif|vs)\s*:/i;

const reportTypeOf = (contentType: string): string | null =>
  /^\s*multipart\/report\s*(?:;|$)/i.test(contentType)
    ? (/;\s*report-type\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1]?.toLowerCase() ?? null)
    : null;

const headerSignal = (headers: Record<string, string>): string | null => {
  const header = (name: string) => headers[name]?.trim();
  const autoSubmitted = header('auto-submitted');
  if (autoSubmitted && autoSubmitted.split(';')[0]?.trim().toLowerCase() !== 'no') {
    return `auto-submitted: ${autoSubmitted}`;
  }
  for (const name of ['x-autoreply', 'x-autorespond']) {
    const value = header(name);
    if (value !== undefined) return value ? `${name}: ${value}` : name;
  }
  const suppress = header('x-auto-response-suppress');
  if (suppress && /(?:^|[\s,])(?:oof|all)(?:$|[\s,])/i.test(suppress)) {
    return `x-auto-response-suppress: ${suppress}`;
  }
  const precedence = header('precedence');
  if (precedence && /^(?:auto_reply|bulk|junk|list)$/i.test(precedence)) {
    return `precedence: ${precedence}`;
  }
  return null;
};

const fromDsn = (dsn: DeliveryStatus, bodyMessageIds: string[]): InboundClassification | null => {
  const action = dsn.action?.trim().toLowerCase() ?? null;
  const status = dsn.status?.trim() ?? null;
  const bounce = (permanent: boolean): InboundClassification => ({
    kind: 'bounce',
    recipient: dsn.recipient,
    status,
    originalMessageId: dsn.originalMessageId ?? bodyMessageIds[0] ?? null,
    permanent,
  });
  if (action === 'failed') return bounce(status ? status.startsWith('5') : true);
  if (action === 'delayed') return bounce(false);
  if (action === null && status?.startsWith('5')) return bounce(true);
  if (action === null && status?.startsWith('4')) return bounce(false);
  return null;
};

/**
 * Sorts an incoming message into a person's reply, an automatic answer (out of office and
 * the like, which must not stop a sequence) or a bounce.
 */
export const classifyInbound = (input: InboundSignals): InboundClassification => {
  const reportType = reportTypeOf(input.contentType);
  if (input.dsn) {
    const bounce = fromDsn(input.dsn, input.bodyMessageIds);
    if (bounce) return bounce;
    const action = input.dsn.action?.trim().toLowerCase() || 'unknown';
    return { kind: 'auto_reply', signal: `delivery-status: ${action}` };
  }
  if (reportType === 'delivery-status') {
    return {
      kind: 'bounce',
      recipient: null,
      status: null,
      originalMessageId: input.bodyMessageIds[0] ?? null,
      permanent: false,
    };
  }

  const bounceSubject = BOUNCE_SUBJECT_PATTERNS.find(({ pattern }) => pattern.test(input.subject));
  const fromDaemon = DAEMON_SENDER.test(input.from.trim());
  if (
    bounceSubject &&
    (fromDaemon || (input.bodyMessageIds.length > 0 && !REPLY_PREFIX.test(input.subject)))
  ) {
    return {
      kind: 'bounce',
      recipient: null,
      status: null,
      originalMessageId: input.bodyMessageIds[0] ?? null,
      permanent: bounceSubject.permanent,
    };
  }

  const signal = headerSignal(input.headers);
  if (signal) return { kind: 'auto_reply', signal };
  if (reportType === 'disposition-notification') {
    return { kind: 'auto_reply', signal: 'content-type: disposition-notification' };
  }
  const subjectMatch = AUTO_REPLY_SUBJECT_PATTERNS.map((pattern) =>
    pattern.exec(input.subject),
  ).find((match) => match !== null);
  if (subjectMatch) return { kind: 'auto_reply', signal: `subject: ${subjectMatch[0].trim()}` };
  if (fromDaemon) return { kind: 'auto_reply', signal: `from: ${input.from.trim()}` };
  return { kind: 'reply' };
};
