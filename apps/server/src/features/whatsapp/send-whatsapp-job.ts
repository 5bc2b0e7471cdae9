import type { JobDefinition } from '../../jobs/job-definition';
import { sendDueWhatsapp } from './send-due-whatsapp';

/** Sends due WhatsApp messages every few seconds (one worker at a time by its advisory lock). */
export const sendWhatsappJob: JobDefinition = {
  name: 'whatsapp.send',
  everySeconds: 5,
  handler: (app) => sendDueWhatsapp(app),
};
