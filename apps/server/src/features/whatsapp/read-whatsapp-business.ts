import type { WhatsappBusinessAccount } from '@hirelane/domain/whatsapp/whatsapp-business.schema';
import type { AppContext } from '../../app-context';
import { webhookUrlOf } from './whatsapp-business-credentials';
import { findBusinessAccount } from './whatsapp-business-store';
import { countSyncedTemplates } from './whatsapp-template-sync-store';

/** The connect page's view of the business account: never its secrets. */
export const readWhatsappBusiness = async (
  app: AppContext,
  workspaceId: string,
): Promise<WhatsappBusinessAccount> => {
  const row = await findBusinessAccount(app.db, workspaceId);
  const templates = await countSyncedTemplates(app.db, workspaceId);
  if (!row)
    return {
      connected: false,
      status: null,
      phone_number: null,
      phone_number_id: null,
      waba_id: null,
      error_message: null,
      webhook_url: null,
      verify_token: null,
      templates,
      templates_synced_at: null,
    };
  return {
    connected: true,
    status: row.status === 'FAILED' ? 'FAILED' : 'WORKING',
    phone_number: row.displayPhoneNumber,
    phone_number_id: row.phoneNumberId,
    waba_id: row.wabaId,
    error_message: row.errorMessage,
    webhook_url: webhookUrlOf(app, row),
    verify_token: row.verifyToken,
    templates,
    templates_synced_at: row.templatesSyncedAt?.toISOString() ?? null,
  };
};
