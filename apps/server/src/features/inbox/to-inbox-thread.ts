import type { InboxChannel, InboxMessage, InboxThread } from '@hirelane/domain/inbox/inbox.schema';
import type { LabelSource, ReplyLabel } from '@hirelane/domain/inbox/reply-labels';
import { firstLine } from '@hirelane/domain/activity/activity-labels';
import type { ThreadMessageRow, ThreadRow } from './inbox-thread-store';

export const toInboxThread = (row: ThreadRow): InboxThread => ({
  id: row.id,
  candidate: { id: row.candidate_id, name: row.candidate_name },
  project:
    row.project_id && row.project_name !== null
      ? { id: row.project_id, name: row.project_name }
      : null,
  channels: row.channels as InboxChannel[],
  last_message_at: new Date(row.last_message_at).toISOString(),
  subject: row.subject ?? '',
  snippet: firstLine(row.snippet ?? ''),
  label: (row.label as ReplyLabel | null) ?? null,
  unread: row.unread,
  needs_reply: row.needs_reply,
  assignee:
    row.assignee_member_id !== null
      ? { id: row.assignee_member_id, name: row.assignee_name ?? '' }
      : null,
});

export const toInboxMessage = (row: ThreadMessageRow): InboxMessage => ({
  id: row.id,
  channel: row.channel,
  direction: row.direction,
  kind: row.kind,
  subject: row.subject,
  from: row.from_email,
  to: row.to_email,
  text: row.text_body,
  at: new Date(row.at).toISOString(),
  label: (row.label as ReplyLabel | null) ?? null,
  label_by: (row.label_by as LabelSource | null) ?? null,
});
