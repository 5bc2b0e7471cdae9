import { z } from 'zod';

/** What an inbound message says, as the inbox labels it (issue 19). */
export const REPLY_LABELS = [
  'interested',
  'not_interested',
  'out_of_office',
  'wrong_person',
  'unsubscribe_request',
  'question',
] as const;
export const replyLabelSchema = z.enum(REPLY_LABELS);
export type ReplyLabel = z.infer<typeof replyLabelSchema>;

export const REPLY_LABEL_TEXT: Record<ReplyLabel, string> = {
  interested: 'Interested',
  not_interested: 'Not interested',
  out_of_office: 'Out of office',
  wrong_person: 'Wrong person',
  unsubscribe_request: 'Unsubscribe request',
  question: 'Question',
};

/** Who set a label: the rules below, the AI text provider, or a person correcting it. */
export const LABEL_SOURCES = ['rules', 'ai', 'user'] as const;
export type LabelSource = (typeof LABEL_SOURCES)[number];
