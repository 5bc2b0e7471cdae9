import {
  classifyInbound,
  type DeliveryStatus,
  type InboundClassification,
} from '@hirelane/domain/outreach/classify-inbound';
import { simpleParser, type AddressObject, type Attachment, type EmailAddress } from 'mailparser';

export type InboundMail = {
  uid: number;
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  subject: string;
  from: string;
  to: string[];
  date: Date | null;
  text: string;
  html: string | null;
  classification: InboundClassification;
};

const DELIVERY_STATUS_TYPES = new Set([
  'message/delivery-status',
  'message/global-delivery-status',
]);
const ORIGINAL_MESSAGE_TYPES = new Set([
  'message/rfc822',
  'message/global',
  'text/rfc822-headers',
  'message/global-headers',
]);

const MESSAGE_ID_HEADER = /^[ \t>]*message-id:[ \t]*(?:\r?\n[ \t]+)?(<[^<>\s]+>)/gim;

const unfold = (text: string): string => text.replace(/\r?\n[ \t]+/g, ' ');

/** "Name: value" lines of one header block, names in lower case, first occurrence wins. */
const headerFields = (lines: string[]): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    fields[name] ??= line.slice(colon + 1).trim();
  }
  return fields;
};

const headerBlock = (text: string): Record<string, string> =>
  headerFields(unfold(text.split(/\r?\n\r?\n/)[0] ?? '').split(/\r?\n/));

/** Drops the address-type prefix of "rfc822; someone@example.com". */
const addressField = (value: string | undefined): string | null => {
  const address = value?.split(';').pop()?.trim().replace(/^<|>$/g, '');
  return address ? address.toLowerCase() : null;
};

const ENHANCED_STATUS = /\b([245]\.\d{1,3}\.\d{1,3})\b/;

/** Reads the per-recipient fields of a message/delivery-status part (RFC 3464). */
const readDeliveryStatus = (content: string, originalMessageId: string | null): DeliveryStatus => {
  // The first block is per-message (Reporting-MTA, …), the others are per recipient.
  const recipients = unfold(content)
    .split(/\r?\n\s*\r?\n/)
    .map((block) => headerFields(block.split(/\r?\n/)))
    .filter((block) => block['final-recipient'] ?? block['original-recipient'] ?? block.action);
  const chosen =
    recipients.find((block) => /^\s*(failed|delayed)/i.test(block.action ?? '')) ??
    recipients[0] ??
    {};
  // Some servers leave Status out; the Diagnostic-Code ("smtp; 550 5.1.1 …") still carries it.
  const status =
    chosen.status?.match(ENHANCED_STATUS)?.[1] ??
    chosen['diagnostic-code']?.match(ENHANCED_STATUS)?.[1] ??
    null;
  return {
    recipient: addressField(chosen['final-recipient'] ?? chosen['original-recipient']),
    action: chosen.action?.trim().split(/\s+/)[0]?.toLowerCase() ?? null,
    status,
    originalMessageId,
  };
};

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] => {
  const flatten = (entries: EmailAddress[]): string[] =>
    entries.flatMap((entry) => [
      ...(entry.address ? [entry.address.toLowerCase()] : []),
      ...flatten(entry.group ?? []),
    ]);
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => flatten(object.value));
};

const messageIdsIn = (text: string): string[] =>
  [...text.matchAll(MESSAGE_ID_HEADER)].flatMap((match) => (match[1] ? [match[1]] : []));

const attachmentText = (attachment: Attachment): string => attachment.content.toString('utf8');

export const parseInboundMail = async (source: Buffer, uid: number): Promise<InboundMail> => {
  const parsed = await simpleParser(source, { keepDeliveryStatus: true });
  const headers = headerFields(parsed.headerLines.map((header) => unfold(header.line)));
  const text = parsed.text ?? '';
  const html = parsed.html === false ? null : parsed.html;

  const originals = parsed.attachments
    .filter((attachment) => ORIGINAL_MESSAGE_TYPES.has(attachment.contentType.toLowerCase()))
    .map(attachmentText);
  const originalMessageId =
    originals
      .map((original) => headerBlock(original)['message-id']?.match(/<[^<>\s]+>/)?.[0])
      .find(Boolean) ?? null;
  const statusPart = parsed.attachments.find((attachment) =>
    DELIVERY_STATUS_TYPES.has(attachment.contentType.toLowerCase()),
  );
  const dsn = statusPart ? readDeliveryStatus(attachmentText(statusPart), originalMessageId) : null;

  const ownId = parsed.messageId ?? null;
  const bodyMessageIds = [
    ...new Set([...originals, text].flatMap(messageIdsIn).filter((id) => id !== ownId)),
  ];

  const from = addressesOf(parsed.from)[0] ?? '';
  const subject = parsed.subject ?? '';
  const references = parsed.references ?? [];
  return {
    uid,
    messageId: ownId,
    inReplyTo: parsed.inReplyTo ?? null,
    references: Array.isArray(references) ? references : [references],
    subject,
    from,
    to: addressesOf(parsed.to),
    date: parsed.date ?? null,
    text,
    html,
    classification: classifyInbound({
      headers,
      subject,
      from,
      contentType: headers['content-type'] ?? 'text/plain',
      dsn,
      bodyMessageIds,
    }),
  };
};
