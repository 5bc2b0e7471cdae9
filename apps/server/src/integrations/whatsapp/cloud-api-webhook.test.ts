import { describe, expect, it } from 'vitest';
import { cloudWebhookEvents, cloudWebhookPayload } from './cloud-api-webhook';

/** Meta's documented payload: one entry of the business account, a "messages" change. */
const payload = (value: Record<string, unknown>, field = 'messages') =>
  cloudWebhookPayload.parse({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              ...value,
            },
            field,
          },
        ],
      },
    ],
  });

describe("Meta's WhatsApp webhook payload", () => {
  it('maps a text message, a quick-reply button and an interactive reply to inbound messages', () => {
    const events = cloudWebhookEvents(
      payload({
        contacts: [{ profile: { name: 'Sheena Nelson' }, wa_id: '16505551234' }],
        messages: [
          {
            from: '16505551234',
            id: 'wamid.A',
            timestamp: '1749416383',
            type: 'text',
            text: { body: 'Does it come in another color?' },
          },
          {
            from: '16505551234',
            id: 'wamid.B',
            type: 'button',
            button: { text: 'Tell me more', payload: 'x' },
          },
          {
            from: '16505551234',
            id: 'wamid.C',
            type: 'interactive',
            interactive: { type: 'button_reply', button_reply: { id: '1', title: 'Yes' } },
          },
          { from: '16505551234', id: 'wamid.D', type: 'image', image: { id: 'm1' } },
        ],
      }),
    );
    expect(events).toEqual([
      {
        kind: 'message',
        phoneNumberId: '106540352242922',
        id: 'wamid.A',
        from: '+16505551234',
        body: 'Does it come in another color?',
      },
      {
        kind: 'message',
        phoneNumberId: '106540352242922',
        id: 'wamid.B',
        from: '+16505551234',
        body: 'Tell me more',
      },
      {
        kind: 'message',
        phoneNumberId: '106540352242922',
        id: 'wamid.C',
        from: '+16505551234',
        body: 'Yes',
      },
      {
        kind: 'message',
        phoneNumberId: '106540352242922',
        id: 'wamid.D',
        from: '+16505551234',
        body: '[image]',
      },
    ]);
  });

  it('maps sent, delivered, read and failed statuses, with the failure in words', () => {
    const events = cloudWebhookEvents(
      payload({
        statuses: [
          { id: 'wamid.S', status: 'delivered', timestamp: '1', recipient_id: '16505551234' },
          { id: 'wamid.S', status: 'read', timestamp: '2', recipient_id: '16505551234' },
          {
            id: 'wamid.F',
            status: 'failed',
            timestamp: '3',
            recipient_id: '16505551234',
            errors: [{ code: 131047, title: 'Re-engagement message' }],
          },
          { id: 'wamid.X', status: 'deleted', timestamp: '4' },
        ],
      }),
    );
    expect(events).toEqual([
      {
        kind: 'status',
        phoneNumberId: '106540352242922',
        id: 'wamid.S',
        status: 'delivered',
        error: null,
      },
      {
        kind: 'status',
        phoneNumberId: '106540352242922',
        id: 'wamid.S',
        status: 'read',
        error: null,
      },
      {
        kind: 'status',
        phoneNumberId: '106540352242922',
        id: 'wamid.F',
        status: 'failed',
        error: 'WhatsApp could not deliver it (Re-engagement message, code 131047).',
      },
    ]);
  });

  it('leaves out other fields and senders that are not phone numbers', () => {
    expect(
      cloudWebhookEvents(
        payload({ messages: [{ from: '1', id: 'w', type: 'text', text: { body: 'x' } }] }),
      ),
    ).toEqual([]);
    expect(
      cloudWebhookEvents(payload({ event: 'APPROVED' }, 'message_template_status_update')),
    ).toEqual([]);
    expect(cloudWebhookPayload.safeParse({ object: 'page' }).success).toBe(false);
  });
});
