import type { WhatsappSession } from '@hirelane/domain/whatsapp/whatsapp-session.schema';
import type { AppContext } from '../../app-context';
import { createWhatsappGateway } from '../../integrations/whatsapp/create-whatsapp-gateway';
import { sessionNameOf } from './whatsapp-account-store';
import { describeSession, guarded, notConfigured } from './whatsapp-session-view';

/** The pairing state, read live from the gateway (the connect page polls it). */
export const readWhatsappSession = async (
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
      await gateway.readSession(sessionNameOf(workspaceId)),
    ),
  );
};
