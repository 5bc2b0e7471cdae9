/*
 * A WhatsApp Web gateway (decision 048): one session per workspace, paired by scanning a QR code
 * with the phone, then sending free text as that phone. WAHA is the implementation; the interface
 * keeps the engine and the routes free of its HTTP shapes.
 */

/** WAHA's session states; only WORKING and FAILED are stored (SPEC 3). */
export const GATEWAY_SESSION_STATES = [
  'STOPPED',
  'STARTING',
  'SCAN_QR_CODE',
  'WORKING',
  'FAILED',
] as const;
export type GatewaySessionState = (typeof GATEWAY_SESSION_STATES)[number];

export type GatewaySession = {
  state: GatewaySessionState;
  /** The paired phone's number (digits), once WORKING. */
  phone: string | null;
};

export type GatewayQrCode = { mimetype: string; data: string };

export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export type WhatsappGateway = {
  /** Creates the session (or starts it again) with its webhook; answers its state. */
  startSession: (session: string, webhookUrl: string) => Promise<GatewaySession>;
  readSession: (session: string) => Promise<GatewaySession>;
  /** The QR code to scan while the session is SCAN_QR_CODE, or null in any other state. */
  readQrCode: (session: string) => Promise<GatewayQrCode | null>;
  /** Sends free text; answers the gateway's id of the message (for delivery statuses). */
  sendText: (session: string, chatId: string, text: string) => Promise<{ messageId: string }>;
};
