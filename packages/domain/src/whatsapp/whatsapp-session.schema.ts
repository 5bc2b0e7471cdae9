import { z } from 'zod';
import { envelope } from '../http/envelope';

/** The gateway session while pairing (decision 048): WAHA's states, read live. */
export const WHATSAPP_SESSION_STATES = [
  'STOPPED',
  'STARTING',
  'SCAN_QR_CODE',
  'WORKING',
  'FAILED',
] as const;

export const whatsappSession = z.object({
  /** False when the server has no WhatsApp gateway configured: `message` says how to set one. */
  configured: z.boolean(),
  state: z.enum(WHATSAPP_SESSION_STATES).nullable(),
  /** A data URL of the QR code to scan while the state is SCAN_QR_CODE. */
  qr_code: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
});
export type WhatsappSession = z.infer<typeof whatsappSession>;

export const whatsappSessionResponse = envelope(whatsappSession);

export const WHATSAPP_NOT_CONFIGURED_MESSAGE =
  'WhatsApp is not configured on this server: set WAHA_API_URL, WAHA_API_KEY and WAHA_WEBHOOK_SECRET to a WAHA gateway (see README, WhatsApp), then restart.';
