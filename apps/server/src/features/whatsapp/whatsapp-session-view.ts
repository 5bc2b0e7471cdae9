import {
  WHATSAPP_NOT_CONFIGURED_MESSAGE,
  type WhatsappSession,
} from '@hirelane/domain/whatsapp/whatsapp-session.schema';
import type { AppContext } from '../../app-context';
import { GatewayError } from '../../integrations/whatsapp/whatsapp-gateway';
import type { GatewaySession, WhatsappGateway } from '../../integrations/whatsapp/whatsapp-gateway';
import { saveWhatsappState, sessionNameOf } from './whatsapp-account-store';

export const WHATSAPP_FAILED_MESSAGE =
  'The WhatsApp session failed: pair the phone again on Connect WhatsApp.';

export const notConfigured: WhatsappSession = {
  configured: false,
  state: null,
  qr_code: null,
  phone: null,
  message: WHATSAPP_NOT_CONFIGURED_MESSAGE,
};

/**
 * What the connect page shows: the live state, the QR code while it waits for a scan, and the
 * stored outcome kept in step (WORKING or FAILED only; the states in between are not stored).
 */
export const describeSession = async (
  app: AppContext,
  gateway: WhatsappGateway,
  workspaceId: string,
  session: GatewaySession,
): Promise<WhatsappSession> => {
  const name = sessionNameOf(workspaceId);
  if (session.state === 'WORKING' || session.state === 'FAILED')
    await saveWhatsappState(app.db, workspaceId, {
      status: session.state,
      phone: session.phone,
      errorMessage: session.state === 'FAILED' ? WHATSAPP_FAILED_MESSAGE : null,
    });
  const qr = session.state === 'SCAN_QR_CODE' ? await gateway.readQrCode(name) : null;
  return {
    configured: true,
    state: session.state,
    qr_code: qr ? `data:${qr.mimetype};base64,${qr.data}` : null,
    phone: session.phone,
    message: session.state === 'FAILED' ? WHATSAPP_FAILED_MESSAGE : null,
  };
};

export const guarded = async (run: () => Promise<WhatsappSession>): Promise<WhatsappSession> => {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    return { configured: true, state: null, qr_code: null, phone: null, message: error.message };
  }
};
