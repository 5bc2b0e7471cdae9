import {
  messageTemplateInputSchema,
  type MessageTemplate,
  type MessageTemplateChannel,
  type MessageTemplateInput,
  type TemplateButton,
} from '@hirelane/domain/campaigns/message-template.schema';
import type { FieldError } from '@hirelane/domain/http/envelope';

export const CHANNEL_LABELS: Record<MessageTemplateChannel, string> = {
  email: 'Email',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  whatsapp_template: 'WhatsApp template',
};

export const MAX_TEMPLATE_BUTTONS = 10;

export type TemplateFormState = {
  channel: MessageTemplateChannel;
  name: string;
  subject: string;
  header: string;
  body: string;
  footer: string;
  actions: TemplateButton[];
};

/** Field errors by path: "name", "body", "actions.2.label"… */
export type TemplateFormErrors = Record<string, string>;

export const emptyTemplateForm = (channel: MessageTemplateChannel): TemplateFormState => ({
  channel,
  name: '',
  subject: '',
  header: '',
  body: '',
  footer: '',
  actions: [],
});

export const templateFormFrom = (template: MessageTemplate): TemplateFormState => ({
  channel: template.channel,
  name: template.name,
  subject: template.subject ?? '',
  header: template.header ?? '',
  body: template.body,
  footer: template.footer ?? '',
  actions: template.actions,
});

const orNull = (text: string): string | null => (text.trim() === '' ? null : text);

/** The request for the form's channel, with only that channel's fields. */
const requestOf = (form: TemplateFormState): unknown => {
  switch (form.channel) {
    case 'email':
      return { channel: 'email', name: form.name, subject: form.subject, body: form.body };
    case 'linkedin':
    case 'whatsapp':
      return { channel: form.channel, name: form.name, body: form.body };
    case 'whatsapp_template':
      return {
        channel: 'whatsapp_template',
        name: form.name,
        header: orNull(form.header),
        body: form.body,
        footer: orNull(form.footer),
        actions: form.actions,
      };
  }
};

/** Validates with the domain schema: the request, or the first message per field. */
export const validateTemplateForm = (
  form: TemplateFormState,
): { input: MessageTemplateInput; errors: null } | { input: null; errors: TemplateFormErrors } => {
  const parsed = messageTemplateInputSchema.safeParse(requestOf(form));
  if (parsed.success) return { input: parsed.data, errors: null };
  const errors: TemplateFormErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return { input: null, errors };
};

/** The server's per-field errors (422) in the same shape. */
export const serverFieldErrors = (fieldErrors: readonly FieldError[]): TemplateFormErrors =>
  Object.fromEntries(fieldErrors.map((error) => [error.path, error.message]));
