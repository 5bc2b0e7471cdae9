import type { AppContext } from '../../app-context';
import type { CloudWebhookEvent } from '../../integrations/whatsapp/cloud-api-webhook';
import { recordInboundWhatsapp } from './record-inbound-whatsapp';
import type { WhatsappBusinessRow } from './whatsapp-business-store';
import { applyDeliveryStatus } from './whatsapp-message-store';

const e164Of = (display: string | null): string | null => {
  const digits = display?.replace(/\D/g, '') ?? '';
  return digits ? `+${digits}` : null;
};

/**
 * The events of one verified Cloud API webhook (decision 048): a person's message is recorded
 * once by its wamid (a replay is a no-op) and handled like any WhatsApp answer; a status moves
 * the sent message forward only. Events of another phone number are ignored.
 */
export const handleCloudWebhook = async (
  app: AppContext,
  account: WhatsappBusinessRow,
  events: readonly CloudWebhookEvent[],
): Promise<string[]> => {
  const outcomes: string[] = [];
  for (const event of events) {
    if (event.phoneNumberId !== account.phoneNumberId) {
      outcomes.push('ignored');
      continue;
    }
    if (event.kind === 'message') {
      outcomes.push(
        await app.db.transaction((tx) =>
          recordInboundWhatsapp(
            tx,
            {
              workspaceId: account.workspaceId,
              accountId: null,
              businessAccountId: account.id,
              phone: e164Of(account.displayPhoneNumber),
            },
            { providerMessageId: event.id, from: event.from, body: event.body, at: new Date() },
          ),
        ),
      );
      continue;
    }
    if (event.status === 'sent') {
      outcomes.push('unchanged');
      continue;
    }
    const changed = await applyDeliveryStatus(
      app.db,
      account.workspaceId,
      event.id,
      event.status,
      event.error ?? undefined,
    );
    outcomes.push(changed ? event.status : 'unchanged');
  }
  return outcomes;
};
