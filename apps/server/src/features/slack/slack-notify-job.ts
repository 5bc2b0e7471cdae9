import type { JobDefinition } from '../../jobs/job-definition';
import { queueSlackNotifications } from './queue-slack-notifications';
import { sendDueSlackMessages } from './send-due-slack-messages';

/** Queues the new facts' Slack messages, then posts the due ones (decision 050). */
export const slackNotifyJob: JobDefinition = {
  name: 'slack.notify',
  everySeconds: 10,
  handler: async (app) => {
    if (!app.config.slack) return { queued: 0, sent: 0, retried: 0, failed: 0 };
    const queued = await queueSlackNotifications(app);
    return { queued, ...(await sendDueSlackMessages(app)) };
  },
};
