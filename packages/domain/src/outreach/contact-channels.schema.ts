import { z } from 'zod';
import { envelope } from '../http/envelope';
import { CONTACT_CHANNELS } from './contact-rulebook';

export const contactChannelSchema = z.object({
  channel: z.enum(CONTACT_CHANNELS),
  allowed: z.boolean(),
  /** The rulebook's reason code when not allowed (contact-rulebook.ts). */
  reason: z.string().nullable(),
  message: z.string().nullable(),
  /** When waiting is enough (quiet hours), the moment it becomes allowed. */
  retry_at: z.string().nullable(),
});

/** GET /api/candidate/{id}/contact-channels: may a campaign step reach them now, per channel. */
export const contactChannelsResponse = envelope(
  z.object({
    channels: z.array(contactChannelSchema),
    /** The IANA zone of where they live, when it is known (quiet hours follow it). */
    time_zone: z.string().nullable(),
    /** The number calls and WhatsApp would dial, in E.164, when it can be dialled. */
    phone_e164: z.string().nullable(),
  }),
);
export type ContactChannelsResponse = z.infer<typeof contactChannelsResponse>;
export type ContactChannelView = z.infer<typeof contactChannelSchema>;
