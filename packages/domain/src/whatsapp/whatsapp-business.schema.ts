import { z } from 'zod';
import { envelope } from '../http/envelope';
import { REQUIRED_MESSAGE } from '../http/validation-messages';

/*
 * The WhatsApp Business Cloud API account of a workspace (decision 048): connected on
 * /app/connect-whatsapp with the ids and secrets of Meta's App dashboard.
 */

const graphId = (label: string) =>
  z
    .string()
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .regex(/^\d{5,25}$/, `The ${label} is the number Meta shows in WhatsApp > API Setup.`);

const secret = (max: number) => z.string().trim().min(1, REQUIRED_MESSAGE).max(max);

/** POST /api/communication/whatsapp-business-api/account/connect */
export const whatsappBusinessConnectInput = z.object({
  phone_number_id: graphId('phone number ID'),
  waba_id: graphId('WhatsApp Business Account ID'),
  access_token: secret(1000),
  app_secret: z
    .string()
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .regex(
      /^[0-9a-f]{32}$/i,
      'The app secret is 32 hexadecimal characters (App settings > Basic).',
    ),
});
export type WhatsappBusinessConnectInput = z.infer<typeof whatsappBusinessConnectInput>;

export const WHATSAPP_BUSINESS_STATES = ['WORKING', 'FAILED'] as const;

export const whatsappBusinessAccount = z.object({
  connected: z.boolean(),
  status: z.enum(WHATSAPP_BUSINESS_STATES).nullable(),
  phone_number: z.string().nullable(),
  phone_number_id: z.string().nullable(),
  waba_id: z.string().nullable(),
  error_message: z.string().nullable(),
  /** Paste into Meta's App dashboard (WhatsApp > Configuration > Webhook). */
  webhook_url: z.string().nullable(),
  verify_token: z.string().nullable(),
  templates: z.object({ approved: z.number(), pending: z.number(), rejected: z.number() }),
  templates_synced_at: z.string().nullable(),
});
export type WhatsappBusinessAccount = z.infer<typeof whatsappBusinessAccount>;
export const whatsappBusinessAccountResponse = envelope(whatsappBusinessAccount);
