import type { AppContext } from '../../app-context';
import { createWhatsappGateway } from '../../integrations/whatsapp/create-whatsapp-gateway';
import { chatIdOf } from '../../integrations/whatsapp/chat-id';
import { GatewayError } from '../../integrations/whatsapp/whatsapp-gateway';
import { holdEnrollment, updateEnrollment } from '../outreach/enrollment-progress-store';
import {
  claimDueWhatsapp,
  failLostSends,
  markWhatsappFailed,
  markWhatsappSent,
  requeueWhatsapp,
  type ClaimedWhatsapp,
} from './whatsapp-send-store';

const LEASE_SECONDS = 120;
const RETRY_MS = 60_000;

const failedReason = (error: string) => `Not sent: WhatsApp refused the message (${error}).`;

/** One claimed message to the gateway; the enrolment moves on only once the gateway accepted. */
const sendOne = async (app: AppContext, message: ClaimedWhatsapp, now: Date): Promise<boolean> => {
  const gateway = createWhatsappGateway(app.config);
  const fail = (error: string) =>
    app.db.transaction(async (tx) => {
      await markWhatsappFailed(tx, message.id, error);
      if (message.enrollment_id)
        await holdEnrollment(
          tx,
          message.workspace_id,
          message.enrollment_id,
          failedReason(error),
          now,
        );
    });
  if (!gateway || !message.to_phone || !message.body) {
    await fail(gateway ? 'no number or text' : 'WhatsApp is not configured');
    return false;
  }
  let providerId: string;
  try {
    ({ messageId: providerId } = await gateway.sendText(
      message.session,
      chatIdOf(message.to_phone),
      message.body,
    ));
  } catch (error) {
    const text = error instanceof Error ? error.message : 'unknown error';
    // No answer at all: the gateway never took it, so it may go again later.
    if (error instanceof GatewayError && error.status === null) {
      await app.db.transaction((tx) =>
        requeueWhatsapp(tx, message.id, new Date(now.getTime() + RETRY_MS)),
      );
      return false;
    }
    await fail(text);
    return false;
  }
  await app.db.transaction(async (tx) => {
    const sent = await markWhatsappSent(tx, message.id, providerId, new Date());
    if (sent && message.enrollment_id)
      await updateEnrollment(tx, message.workspace_id, message.enrollment_id, {
        nextRunAt: new Date(),
        heldReason: null,
      });
  });
  return true;
};

/**
 * The WhatsApp sender (decision 048): claims due messages (one per account, gap and daily limit
 * respected) and sends each exactly once through the gateway.
 */
export const sendDueWhatsapp = async (
  app: AppContext,
  now = new Date(),
): Promise<{ sent: number; failed: number }> => {
  const waha = app.config.waha;
  if (!waha) return { sent: 0, failed: 0 };
  const claimed = await app.db.transaction(async (tx) => {
    for (const lost of await failLostSends(tx, now))
      await holdEnrollment(
        tx,
        lost.workspaceId,
        lost.enrollmentId,
        failedReason('interrupted'),
        now,
      );
    return claimDueWhatsapp(tx, now, {
      dailyLimit: waha.dailyLimit,
      minGapSeconds: waha.minGapSeconds,
      leaseSeconds: LEASE_SECONDS,
    });
  });
  let sent = 0;
  for (const message of claimed) if (await sendOne(app, message, now)) sent += 1;
  return { sent, failed: claimed.length - sent };
};
