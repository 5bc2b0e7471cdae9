import { z } from 'zod';
import { defineQueuedJob } from '../../../jobs/queued-job';
import { sendThankYou } from './send-thank-you';

/**
 * The thank-you e-mail of a completed interview, queued by the completion in its transaction when
 * the settings ask for one. Safe twice: the invitation's mark lets one run send it.
 */
export const interviewThankYouJob = defineQueuedJob({
  name: 'interviews.thank-you',
  schema: z.object({ workspace_id: z.uuid(), invitation_id: z.uuid() }),
  concurrency: 2,
  retryLimit: 3,
  expireInSeconds: 5 * 60,
  handler: async (app, data) => {
    await sendThankYou(app, data.workspace_id, data.invitation_id);
  },
});
