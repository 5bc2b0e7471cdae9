import type { AppContext } from '../../app-context';
import { CloudApiError } from '../../integrations/whatsapp/cloud-api-client';
import { createCloudApi } from '../../integrations/whatsapp/create-cloud-api';
import { holdEnrollment, updateEnrollment } from '../outreach/enrollment-progress-store';
import { businessFailedMessage, isCredentialFailure } from './sync-whatsapp-templates';
import { credentialsOf } from './whatsapp-business-credentials';
import { findBusinessAccount, setBusinessAccountState } from './whatsapp-business-store';
import { claimDueCloudWhatsapp, type ClaimedCloudWhatsapp } from './whatsapp-cloud-send-store';
import {
  failLostSends,
  markWhatsappFailed,
  markWhatsappSent,
  requeueWhatsapp,
} from './whatsapp-send-store';

const LEASE_SECONDS = 120;
const RETRY_MS = 60_000;

const failedReason = (error: string) =>
  `Not sent: WhatsApp Business refused the message (${error}).`;

/** One claimed message to Graph; the enrolment moves on only once Graph accepted it. */
const sendOne = async (
  app: AppContext,
  message: ClaimedCloudWhatsapp,
  now: Date,
): Promise<boolean> => {
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
  const account = await findBusinessAccount(app.db, message.workspace_id);
  if (!account || account.id !== message.business_account_id || !message.to_phone) {
    await fail(account ? 'no number' : 'the WhatsApp Business account was disconnected');
    return false;
  }
  const cloud = createCloudApi(app.config);
  const credentials = credentialsOf(app, account);
  let providerId: string;
  try {
    ({ messageId: providerId } = message.template_payload
      ? await cloud.sendTemplate(credentials, message.to_phone, message.template_payload)
      : await cloud.sendText(credentials, message.to_phone, message.body ?? ''));
  } catch (error) {
    if (!(error instanceof CloudApiError)) throw error;
    // No answer at all: Graph never took it, so it may go again later.
    if (error.status === null) {
      await app.db.transaction((tx) =>
        requeueWhatsapp(tx, message.id, new Date(now.getTime() + RETRY_MS)),
      );
      return false;
    }
    if (isCredentialFailure(error))
      await setBusinessAccountState(app.db, message.workspace_id, {
        status: 'FAILED',
        errorMessage: businessFailedMessage(error),
      });
    await fail(error.message);
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
 * The WhatsApp Business sender (decision 048): claims due Cloud API messages and sends each
 * exactly once. Graph has no idempotency key either, so a send lost with its worker is failed,
 * not sent again (failLostSends).
 */
export const sendDueCloudWhatsapp = async (
  app: AppContext,
  now = new Date(),
): Promise<{ sent: number; failed: number }> => {
  const claimed = await app.db.transaction(async (tx) => {
    for (const lost of await failLostSends(tx, now))
      await holdEnrollment(
        tx,
        lost.workspaceId,
        lost.enrollmentId,
        failedReason('interrupted'),
        now,
      );
    return claimDueCloudWhatsapp(tx, now, LEASE_SECONDS);
  });
  let sent = 0;
  for (const message of claimed) if (await sendOne(app, message, now)) sent += 1;
  return { sent, failed: claimed.length - sent };
};
