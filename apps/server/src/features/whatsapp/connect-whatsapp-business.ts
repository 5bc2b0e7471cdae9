import { randomBytes } from 'node:crypto';
import type {
  WhatsappBusinessAccount,
  WhatsappBusinessConnectInput,
} from '@hirelane/domain/whatsapp/whatsapp-business.schema';
import type { AppContext } from '../../app-context';
import { sealSecret } from '../../integrations/crypto/secret-box';
import { CloudApiError } from '../../integrations/whatsapp/cloud-api-client';
import { createCloudApi } from '../../integrations/whatsapp/create-cloud-api';
import { HttpError, unprocessable } from '../../http/http-error';
import { readWhatsappBusiness } from './read-whatsapp-business';
import {
  findBusinessAccount,
  phoneNumberTakenElsewhere,
  saveBusinessAccount,
  setBusinessAccountState,
} from './whatsapp-business-store';
import { syncTemplatesOf } from './sync-whatsapp-templates';

export const NUMBER_TAKEN = 'This WhatsApp number is connected to another workspace.';

/**
 * Connects the workspace's WhatsApp Business account (decision 048): one Graph call proves the
 * phone number id and token; only then are they stored, the token and app secret sealed, and
 * the templates synced. A refusal stores nothing and answers Graph's own words.
 */
export const connectWhatsappBusiness = async (
  app: AppContext,
  workspaceId: string,
  input: WhatsappBusinessConnectInput,
): Promise<WhatsappBusinessAccount> => {
  if (await phoneNumberTakenElsewhere(app.db, workspaceId, input.phone_number_id))
    throw unprocessable(NUMBER_TAKEN, [{ path: 'phone_number_id', message: NUMBER_TAKEN }]);
  let phone: { displayPhoneNumber: string };
  try {
    phone = await createCloudApi(app.config).readPhoneNumber({
      phoneNumberId: input.phone_number_id,
      wabaId: input.waba_id,
      accessToken: input.access_token,
    });
  } catch (error) {
    if (!(error instanceof CloudApiError)) throw error;
    throw unprocessable(error.message);
  }
  const existing = await findBusinessAccount(app.db, workspaceId);
  const account = await saveBusinessAccount(app.db, workspaceId, {
    phoneNumberId: input.phone_number_id,
    wabaId: input.waba_id,
    accessTokenSealed: sealSecret(app.config.encryptionKey, input.access_token),
    appSecretSealed: sealSecret(app.config.encryptionKey, input.app_secret),
    verifyToken: existing?.verifyToken ?? randomBytes(24).toString('base64url'),
    displayPhoneNumber: phone.displayPhoneNumber,
  });
  try {
    await syncTemplatesOf(app, account);
  } catch (error) {
    // Connected all the same (the number answered): the page shows why the templates could not
    // be read (often the WABA id) and the sync can be run again.
    if (!(error instanceof HttpError)) throw error;
    const current = await findBusinessAccount(app.db, workspaceId);
    if (current?.status === 'WORKING')
      await setBusinessAccountState(app.db, workspaceId, {
        status: 'WORKING',
        errorMessage: `The templates could not be read: ${error.message}`,
      });
  }
  return readWhatsappBusiness(app, workspaceId);
};
