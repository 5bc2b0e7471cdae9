import type { JobDefinition } from '../../jobs/job-definition';
import { sendDueCloudWhatsapp } from './send-due-cloud-whatsapp';
import { sendDueWhatsapp } from './send-due-whatsapp';

/**
 * Sends due WhatsApp messages every few seconds (one worker at a time by its advisory lock):
 * through the gateway, then through the business accounts.
 */
export const sendWhatsappJob: JobDefinition = {
  name: 'whatsapp.send',
  everySeconds: 5,
  handler: async (app) => {
    const gateway = await sendDueWhatsapp(app);
    const business = await sendDueCloudWhatsapp(app);
    return {
      sent: gateway.sent + business.sent,
      failed: gateway.failed + business.failed,
    };
  },
};
