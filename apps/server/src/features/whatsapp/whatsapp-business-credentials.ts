import type { AppContext } from '../../app-context';
import type { CloudApiCredentials } from '../../integrations/whatsapp/cloud-api-client';
import { openSecret } from '../../integrations/crypto/secret-box';
import type { WhatsappBusinessRow } from './whatsapp-business-store';

export const WHATSAPP_CLOUD_WEBHOOK_PREFIX = '/api/webhooks/whatsapp/cloud';

export const credentialsOf = (app: AppContext, row: WhatsappBusinessRow): CloudApiCredentials => ({
  phoneNumberId: row.phoneNumberId,
  wabaId: row.wabaId,
  accessToken: openSecret(app.config.encryptionKey, row.accessTokenSealed),
});

export const appSecretOf = (app: AppContext, row: WhatsappBusinessRow): string =>
  openSecret(app.config.encryptionKey, row.appSecretSealed);

/** The callback URL to paste in Meta's App dashboard: one per account. */
export const webhookUrlOf = (app: AppContext, row: Pick<WhatsappBusinessRow, 'id'>): string =>
  `${app.config.appUrl}${WHATSAPP_CLOUD_WEBHOOK_PREFIX}/${row.id}`;
