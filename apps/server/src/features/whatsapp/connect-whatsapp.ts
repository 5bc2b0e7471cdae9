import type { WhatsappSession } from '@hirelane/domain/whatsapp/whatsapp-session.schema';
import type { AppContext } from '../../app-context';
import { createWhatsappGateway } from '../../integrations/whatsapp/create-whatsapp-gateway';
import { sessionNameOf } from './whatsapp-account-store';
import { describeSession, guarded, notConfigured } from './whatsapp-session-view';

export const WAHA_WEBHOOK_PATH = '/api/webhooks/whatsapp/waha';

/** Starts (or restarts) the workspace's gateway session with its webhook, to be paired. */
export const connectWhatsapp = async (
  app: AppContext,
  workspaceId: string,
): Promise<WhatsappSession> => {
  const gateway = createWhatsappGateway(app.config);
  if (!gateway) return notConfigured;
  return guarded(async () =>
    describeSession(
      app,
      gateway,
      workspaceId,
      await gateway.startSession(
        sessionNameOf(workspaceId),
        `${app.config.appUrl}${WAHA_WEBHOOK_PATH}`,
      ),
    ),
  );
};
