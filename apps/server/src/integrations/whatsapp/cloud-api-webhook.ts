import { z } from 'zod';

/*
 * Meta's webhook payload for WhatsApp (field "messages"): entry[].changes[].value carries the
 * receiving phone number's metadata, people's messages and the statuses of sent ones.
 */

const message = z.object({
  from: z.string(),
  id: z.string(),
  timestamp: z.string().optional(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
  interactive: z
    .object({
      button_reply: z.object({ title: z.string() }).optional(),
      list_reply: z.object({ title: z.string() }).optional(),
    })
    .optional(),
});

const status = z.object({
  id: z.string(),
  status: z.string(),
  timestamp: z.string().optional(),
  recipient_id: z.string().optional(),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().optional() }))
    .optional(),
});

export const cloudWebhookPayload = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      id: z.string(),
      changes: z.array(
        z.object({
          field: z.string(),
          value: z
            .object({
              metadata: z.object({ phone_number_id: z.string() }).optional(),
              messages: z.array(message).optional(),
              statuses: z.array(status).optional(),
            })
            .passthrough(),
        }),
      ),
    }),
  ),
});
export type CloudWebhookPayload = z.infer<typeof cloudWebhookPayload>;

export type CloudWebhookEvent =
  | { kind: 'message'; phoneNumberId: string; id: string; from: string; body: string }
  | {
      kind: 'status';
      phoneNumberId: string;
      id: string;
      status: 'sent' | 'delivered' | 'read' | 'failed';
      error: string | null;
    };

const bodyOf = (item: z.infer<typeof message>): string =>
  item.text?.body ??
  item.button?.text ??
  item.interactive?.button_reply?.title ??
  item.interactive?.list_reply?.title ??
  `[${item.type}]`;

const STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;

/** The events of one payload, in order; other fields and unknown statuses are left out. */
export const cloudWebhookEvents = (payload: CloudWebhookPayload): CloudWebhookEvent[] =>
  payload.entry.flatMap((entry) =>
    entry.changes.flatMap((change): CloudWebhookEvent[] => {
      const phoneNumberId = change.value.metadata?.phone_number_id;
      if (change.field !== 'messages' || !phoneNumberId) return [];
      const messages = (change.value.messages ?? []).flatMap((item): CloudWebhookEvent[] =>
        /^[1-9]\d{6,14}$/.test(item.from)
          ? [
              {
                kind: 'message',
                phoneNumberId,
                id: item.id,
                from: `+${item.from}`,
                body: bodyOf(item),
              },
            ]
          : [],
      );
      const statuses = (change.value.statuses ?? []).flatMap((item): CloudWebhookEvent[] => {
        const known = STATUSES.find((name) => name === item.status);
        if (!known) return [];
        const first = item.errors?.[0];
        const error =
          known === 'failed'
            ? `WhatsApp could not deliver it${first?.title ? ` (${first.title}${first.code ? `, code ${first.code}` : ''})` : ''}.`
            : null;
        return [{ kind: 'status', phoneNumberId, id: item.id, status: known, error }];
      });
      return [...messages, ...statuses];
    }),
  );
