import type { AppContext } from '../../app-context';
import { CloudApiError } from '../../integrations/whatsapp/cloud-api-client';
import { syncedTemplateColumns } from '../../integrations/whatsapp/cloud-api-templates';
import { createCloudApi } from '../../integrations/whatsapp/create-cloud-api';
import { unprocessable } from '../../http/http-error';
import { credentialsOf } from './whatsapp-business-credentials';
import {
  findBusinessAccount,
  markTemplatesSynced,
  setBusinessAccountState,
  type WhatsappBusinessRow,
} from './whatsapp-business-store';
import { upsertSyncedTemplates } from './whatsapp-template-sync-store';

export const NO_BUSINESS_ACCOUNT = 'Connect a WhatsApp Business account first.';

/** Graph refusing the token (190) or the permission (10, 200): the account needs new credentials. */
export const isCredentialFailure = (error: CloudApiError): boolean =>
  error.status === 401 || error.code === 190 || error.code === 10 || error.code === 200;

export const businessFailedMessage = (error: CloudApiError): string =>
  `${error.message} Connect the WhatsApp Business account again with a valid access token.`;

/**
 * Reads every template of the business account and stores them with their approval status
 * (decision 048). A refused token marks the account FAILED; the sync then fails with Graph's words.
 */
export const syncTemplatesOf = async (
  app: AppContext,
  account: WhatsappBusinessRow,
): Promise<void> => {
  let templates;
  try {
    templates = await createCloudApi(app.config).listTemplates(credentialsOf(app, account));
  } catch (error) {
    if (!(error instanceof CloudApiError)) throw error;
    if (isCredentialFailure(error))
      await setBusinessAccountState(app.db, account.workspaceId, {
        status: 'FAILED',
        errorMessage: businessFailedMessage(error),
      });
    throw unprocessable(error.message);
  }
  const now = new Date();
  await app.db.transaction(async (tx) => {
    await upsertSyncedTemplates(tx, account.workspaceId, templates.map(syncedTemplateColumns));
    await markTemplatesSynced(tx, account.workspaceId, now);
  });
};

export const syncWhatsappTemplates = async (
  app: AppContext,
  workspaceId: string,
): Promise<void> => {
  const account = await findBusinessAccount(app.db, workspaceId);
  if (!account) throw unprocessable(NO_BUSINESS_ACCOUNT);
  await syncTemplatesOf(app, account);
};
