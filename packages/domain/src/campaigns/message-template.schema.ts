import { z } from 'zod';
import { envelope } from '../http/envelope';
import { EMAIL_BODY_MAX, EMAIL_SUBJECT_MAX, WHATSAPP_MESSAGE_MAX } from './step-config.schema';
import { REQUIRED_MESSAGE } from '../http/validation-messages';

/** SPEC 3 messaging-template preview button icons. */
export const TEMPLATE_BUTTON_ICONS = ['quick_reply', 'pay', 'copy', 'call', 'see_all'] as const;
export const templateButtonSchema = z.object({
  label: z.string().trim().min(1, REQUIRED_MESSAGE).max(25, 'WhatsApp allows 25 characters.'),
  icon: z.enum(TEMPLATE_BUTTON_ICONS),
});
export type TemplateButton = z.infer<typeof templateButtonSchema>;

/** SPEC 3 messaging-template preview. */
export const messagingTemplatePreviewSchema = z.object({
  header: z.string().nullable(),
  body: z.string(),
  footer: z.string().nullable(),
  actions: z.array(templateButtonSchema),
});
export type MessagingTemplatePreview = z.infer<typeof messagingTemplatePreviewSchema>;

export const MESSAGE_TEMPLATE_CHANNELS = [
  'email',
  'linkedin',
  'whatsapp',
  'whatsapp_template',
] as const;
export type MessageTemplateChannel = (typeof MESSAGE_TEMPLATE_CHANNELS)[number];

const name = z
  .string()
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(120, 'Keep the name under 120 characters.');

/**
 * A message saved for reuse across the workspace (the Templates page). `whatsapp_template` ones are
 * what an auto_whatsapp_template_send step picks: header, body, footer and up to 10 buttons.
 */
export const messageTemplateInputSchema = z.discriminatedUnion('channel', [
  z.object({
    channel: z.literal('email'),
    name,
    subject: z.string().trim().min(1, REQUIRED_MESSAGE).max(EMAIL_SUBJECT_MAX),
    body: z.string().trim().min(1, REQUIRED_MESSAGE).max(EMAIL_BODY_MAX),
  }),
  z.object({
    channel: z.literal('linkedin'),
    name,
    body: z.string().trim().min(1, REQUIRED_MESSAGE).max(8000),
  }),
  z.object({
    channel: z.literal('whatsapp'),
    name,
    body: z.string().trim().min(1, REQUIRED_MESSAGE).max(WHATSAPP_MESSAGE_MAX),
  }),
  z.object({
    channel: z.literal('whatsapp_template'),
    name,
    header: z.string().trim().max(60, 'WhatsApp allows 60 characters in a header.').nullable(),
    body: z.string().trim().min(1, REQUIRED_MESSAGE).max(1024, 'WhatsApp allows 1,024 characters.'),
    footer: z.string().trim().max(60, 'WhatsApp allows 60 characters in a footer.').nullable(),
    actions: z.array(templateButtonSchema).max(10, 'WhatsApp allows at most 10 buttons.'),
  }),
]);
export type MessageTemplateInput = z.infer<typeof messageTemplateInputSchema>;

export const messageTemplateSchema = z.object({
  _id: z.string(),
  channel: z.enum(MESSAGE_TEMPLATE_CHANNELS),
  name: z.string(),
  subject: z.string().nullable(),
  header: z.string().nullable(),
  body: z.string(),
  footer: z.string().nullable(),
  actions: z.array(templateButtonSchema),
  created_by: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
  /**
   * Synced from the WhatsApp Business account (decision 048): Meta's approval status (APPROVED,
   * PENDING, REJECTED…) and language; null for templates written here. Only APPROVED ones can be
   * chosen in a template step.
   */
  approval_status: z.string().nullable().optional(),
  language: z.string().nullable().optional(),
  updated_at: z.string(),
  /** Whether the viewer may edit or delete it: its creator or a workspace owner or admin. */
  can_edit: z.boolean(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

/** GET /api/campaign/template/list?channel=… ; POST /api/campaign/template/create; PUT /api/campaign/template/update/{id}; PUT /api/campaign/template/delete/{id}. */
export const messageTemplateListQuery = z.object({
  channel: z.enum(MESSAGE_TEMPLATE_CHANNELS).optional(),
});
export const messageTemplateListResponse = envelope(z.array(messageTemplateSchema));
export const messageTemplateResponse = envelope(messageTemplateSchema);
export const messageTemplateParams = z.object({ id: z.uuid('Not a valid template id.') });
