import { z } from 'zod';
import { envelope } from '../http/envelope';
import { LABEL_SOURCES, replyLabelSchema } from './reply-labels';

/** Channels a thread can hold; e-mail today, LinkedIn and WhatsApp when their issues land. */
export const INBOX_CHANNELS = ['email', 'linkedin', 'whatsapp'] as const;
export const inboxChannelSchema = z.enum(INBOX_CHANNELS);
export type InboxChannel = z.infer<typeof inboxChannelSchema>;

export const INBOX_PAGE_SIZE = 30;
export const REPLY_MAX_LENGTH = 20_000;

export const TEAM_INBOX_OFF_MESSAGE =
  'The team inbox is off for this workspace. An owner or admin can switch it on in Settings.';
export const THREAD_NOT_FOUND = 'Conversation not found.';
export const MESSAGE_NOT_FOUND = 'Message not found.';
export const ASSIGNEE_NOT_MEMBER = 'Assign the conversation to an active member of this workspace.';
export const REPLY_EMPTY = 'Write a reply first.';

// Query strings carry text; 'true' switches a filter on.
const flag = z.enum(['true', 'false']).optional();

/** GET …/inbox/threads: filters, and the keyset cursor of the next page. */
export const inboxThreadsQuery = z.object({
  cursor: z.string().max(200).optional(),
  unread: flag,
  mine: flag,
  needs_reply: flag,
  channel: inboxChannelSchema.optional(),
});
export type InboxThreadsQuery = z.infer<typeof inboxThreadsQuery>;

export const threadIdParams = z.object({ threadId: z.uuid() });
export const messageIdParams = z.object({ messageId: z.uuid() });

const ref = z.object({ id: z.string(), name: z.string() });

export const inboxThreadSchema = z.object({
  id: z.string(),
  candidate: ref,
  project: ref.nullable(),
  channels: z.array(inboxChannelSchema),
  /** ISO 8601. */
  last_message_at: z.string(),
  subject: z.string(),
  /** The first line of the newest message. */
  snippet: z.string(),
  /** The newest inbound message's label. */
  label: replyLabelSchema.nullable(),
  unread: z.boolean(),
  needs_reply: z.boolean(),
  /** The teammate answering it: id is their workspace member id. */
  assignee: ref.nullable(),
});
export type InboxThread = z.infer<typeof inboxThreadSchema>;

export const inboxThreadsResponse = envelope(
  z.object({ threads: z.array(inboxThreadSchema), next_cursor: z.string().nullable() }),
);
export type InboxThreadsPage = z.infer<typeof inboxThreadsResponse>['data'];

export const inboxMessageSchema = z.object({
  id: z.string(),
  channel: inboxChannelSchema,
  direction: z.enum(['inbound', 'outbound']),
  /** sent, reply, auto_reply or bounce. */
  kind: z.string(),
  subject: z.string(),
  from: z.string(),
  to: z.string(),
  text: z.string(),
  at: z.string(),
  label: replyLabelSchema.nullable(),
  label_by: z.enum(LABEL_SOURCES).nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** A LinkedIn reply written in the inbox, not sent yet (or that failed, with the reason). */
export const queuedLinkedinReplySchema = z.object({
  id: z.string(),
  text: z.string(),
  /** ISO 8601: when it was written. */
  at: z.string(),
  status: z.enum(['queued', 'failed']),
  detail: z.string().nullable(),
});
export type QueuedLinkedinReply = z.infer<typeof queuedLinkedinReplySchema>;

export const inboxThreadDetailResponse = envelope(
  z.object({
    thread: inboxThreadSchema,
    messages: z.array(inboxMessageSchema),
    queued_linkedin_replies: z.array(queuedLinkedinReplySchema),
  }),
);
export type InboxThreadDetail = z.infer<typeof inboxThreadDetailResponse>['data'];

/** The teammate by their workspace member id (the member lists' _id), or null for nobody. */
export const assignThreadRequest = z.object({ assignee_member_id: z.uuid().nullable() });
export type AssignThreadRequest = z.infer<typeof assignThreadRequest>;

export const labelMessageRequest = z.object({ label: replyLabelSchema });
export type LabelMessageRequest = z.infer<typeof labelMessageRequest>;

/**
 * POST …/reply: the body as the campaign message editor stores it (SPEC 5 rich text, "\n" line
 * breaks, `{{placeholders}}`); the server sanitises it again and sends HTML and plain text.
 */
export const replyRequest = z.object({
  body: z.string().trim().min(1, REPLY_EMPTY).max(REPLY_MAX_LENGTH),
  /** linkedin: queued as a LinkedIn message the member's browser extension sends (decision 045). */
  /** whatsapp: queued for the account the person wrote to, as written (decision 048). */
  channel: z.enum(['email', 'linkedin', 'whatsapp']).default('email'),
});
export type ReplyRequest = z.infer<typeof replyRequest>;

export const inboxThreadResponse = envelope(z.object({ thread: inboxThreadSchema }));
export const inboxMessageResponse = envelope(z.object({ message: inboxMessageSchema }));
