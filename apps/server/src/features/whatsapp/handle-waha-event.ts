import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { e164OfChatId } from '../../integrations/whatsapp/chat-id';
import { workspaceExists } from './inbound-person-store';
import { recordInboundWhatsapp } from './record-inbound-whatsapp';
import { findWhatsappAccountBySession, saveWhatsappState } from './whatsapp-account-store';
import { applyDeliveryStatus } from './whatsapp-message-store';
import { WHATSAPP_FAILED_MESSAGE } from './whatsapp-session-view';

/** The fields of WAHA's webhook events this app reads; anything else is ignored. */
export const wahaEvent = z.object({
  event: z.string(),
  session: z.string(),
  payload: z.record(z.string(), z.unknown()),
});
export type WahaEvent = z.infer<typeof wahaEvent>;

const messagePayload = z.object({
  id: z.string(),
  from: z.string(),
  fromMe: z.boolean(),
  body: z.string().nullish(),
});
const ackPayload = z.object({ id: z.string(), ack: z.number() });
const statusPayload = z.object({ status: z.string() });

/** WAHA's ack levels: 2 DEVICE (delivered), 3 READ, 4 PLAYED, -1 ERROR; 0/1 say nothing new. */
const deliveryStatusOf = (ack: number): 'delivered' | 'read' | 'failed' | null => {
  if (ack === -1) return 'failed';
  if (ack === 2) return 'delivered';
  if (ack >= 3) return 'read';
  return null;
};

/**
 * One verified WAHA event: session state changes (only WORKING and FAILED stored), a person's
 * message (recorded once by its id), a delivery status (moves the message forward only).
 * Answers what happened, for the gateway's logs and the tests.
 */
export const handleWahaEvent = async (app: AppContext, event: WahaEvent): Promise<string> => {
  const account = await findWhatsappAccountBySession(app.db, event.session);
  if (event.event === 'session.status') {
    const payload = statusPayload.safeParse(event.payload);
    const workspaceId = account?.workspaceId ?? /^hirelane-(.+)$/.exec(event.session)?.[1];
    if (!payload.success || !workspaceId) return 'ignored';
    const status = payload.data.status;
    if (status !== 'WORKING' && status !== 'FAILED') return 'ignored';
    const exists = account ?? (await workspaceExists(app.db, workspaceId));
    if (!exists) return 'ignored';
    await saveWhatsappState(app.db, workspaceId, {
      status,
      phone: null,
      errorMessage: status === 'FAILED' ? WHATSAPP_FAILED_MESSAGE : null,
    });
    return `session_${status.toLowerCase()}`;
  }
  if (!account) return 'ignored';
  if (event.event === 'message') {
    const payload = messagePayload.safeParse(event.payload);
    if (!payload.success || payload.data.fromMe) return 'ignored';
    const from = e164OfChatId(payload.data.from);
    if (!from) return 'ignored';
    return app.db.transaction((tx) =>
      recordInboundWhatsapp(
        tx,
        {
          workspaceId: account.workspaceId,
          accountId: account.id,
          businessAccountId: null,
          phone: account.phone ? `+${account.phone}` : null,
        },
        {
          providerMessageId: payload.data.id,
          from,
          body: payload.data.body ?? '',
          // When it reached us: WAHA's own timestamp has whole seconds only, which could place a
          // quick answer before the message it answers.
          at: new Date(),
        },
      ),
    );
  }
  if (event.event === 'message.ack') {
    const payload = ackPayload.safeParse(event.payload);
    const status = payload.success ? deliveryStatusOf(payload.data.ack) : null;
    if (!payload.success || !status) return 'ignored';
    const changed = await applyDeliveryStatus(app.db, account.workspaceId, payload.data.id, status);
    return changed ? status : 'unchanged';
  }
  return 'ignored';
};
