import {
  MESSAGE_TEMPLATE_CHANNELS,
  messageTemplateInputSchema,
  templateButtonSchema,
  type MessageTemplate,
  type MessageTemplateInput,
} from '@hirelane/domain/campaigns/message-template.schema';
import { mayChangeCreatedItem } from '@hirelane/domain/projects/creator-rules';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import { z } from 'zod';
import { unprocessable } from '../../../http/http-error';
import type {
  MessageTemplateColumns,
  MessageTemplateRow,
  MessageTemplateWithAuthor,
} from './message-template-store';
import { sanitizeRichText, stripTags } from '../sanitize-rich-text';

const cleanText = (value: string | null): string | null =>
  value === null ? null : stripTags(value).trim();

/** E-mail bodies keep SPEC 5's rich text; every other field is plain text. */
const sanitized = (input: MessageTemplateInput): MessageTemplateInput => {
  switch (input.channel) {
    case 'email':
      return {
        ...input,
        name: stripTags(input.name),
        subject: stripTags(input.subject),
        body: sanitizeRichText(input.body),
      };
    case 'whatsapp_template':
      return {
        ...input,
        name: stripTags(input.name),
        header: cleanText(input.header),
        body: stripTags(input.body),
        footer: cleanText(input.footer),
        actions: input.actions.map((action) => ({ ...action, label: stripTags(action.label) })),
      };
    default:
      return { ...input, name: stripTags(input.name), body: stripTags(input.body) };
  }
};

/**
 * The template's columns as stored: sanitised, then validated again because removing markup can
 * empty a required field (a body that was only a script).
 */
export const templateColumns = (input: MessageTemplateInput): MessageTemplateColumns => {
  const parsed = messageTemplateInputSchema.safeParse(sanitized(input));
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw unprocessable(errors[0]?.message ?? 'The template is not valid.', errors);
  }
  const clean = parsed.data;
  return {
    channel: clean.channel,
    name: clean.name,
    subject: clean.channel === 'email' ? clean.subject : null,
    header: clean.channel === 'whatsapp_template' ? clean.header || null : null,
    body: clean.body,
    footer: clean.channel === 'whatsapp_template' ? clean.footer || null : null,
    actions: clean.channel === 'whatsapp_template' ? clean.actions : [],
  };
};

const channelSchema = z.enum(MESSAGE_TEMPLATE_CHANNELS);
const actionsSchema = z.array(templateButtonSchema);

/** Who is looking: decides `can_edit` (decision 016). */
export type TemplateViewer = { userId: string; workspaceRole: WorkspaceRole };

/** Synced WhatsApp Business templates are Meta's: changed in WhatsApp Manager, then synced. */
export const SYNCED_TEMPLATE_FIXED =
  "This template comes from WhatsApp Business: change it in Meta's WhatsApp Manager, then sync the templates.";

export const mayChangeTemplate = (template: MessageTemplateRow, viewer: TemplateViewer): boolean =>
  template.providerName === null &&
  mayChangeCreatedItem({
    viewerUserId: viewer.userId,
    creatorUserId: template.createdBy,
    workspaceRole: viewer.workspaceRole,
  });

export const toMessageTemplate = (
  { template, author }: MessageTemplateWithAuthor,
  viewer: TemplateViewer,
): MessageTemplate => ({
  _id: template.id,
  channel: channelSchema.parse(template.channel),
  name: template.name,
  subject: template.subject,
  header: template.header,
  body: template.body,
  footer: template.footer,
  actions: actionsSchema.parse(template.actions),
  created_by: author ? { first_name: author.firstName, last_name: author.lastName } : null,
  approval_status: template.approvalStatus,
  language: template.language,
  updated_at: template.updatedAt.toISOString(),
  can_edit: mayChangeTemplate(template, viewer),
});
