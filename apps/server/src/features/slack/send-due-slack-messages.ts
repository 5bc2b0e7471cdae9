import type { AppContext } from '../../app-context';
import { openSecret } from '../../integrations/crypto/secret-box';
import { createSlackApi, SlackApiError } from '../../integrations/slack/slack-api';
import { markSlackConnectionInvalid } from './slack-connection-store';
import {
  claimDueSlackMessages,
  markSlackMessageFailed,
  markSlackMessageSent,
  retrySlackMessageLater,
} from './slack-outbox-store';

const BATCH = 50;
const MAX_ATTEMPTS = 5;

export const SLACK_REVOKED_REASON =
  'Slack no longer accepts this connection (the app was removed or its token revoked). Connect Slack again.';

/** Seconds before the next try of a failed send: 30 s, 2 min, 8 min, 32 min. */
const backoffSeconds = (attempts: number) => 30 * 4 ** Math.max(0, attempts - 1);

/** Posts the due outbox messages with chat.postMessage (decision 050). */
export const sendDueSlackMessages = async (
  app: AppContext,
): Promise<{ sent: number; retried: number; failed: number }> => {
  const counts = { sent: 0, retried: 0, failed: 0 };
  if (!app.config.slack) return counts;
  const api = createSlackApi(app.config.slack);
  const claimed = await claimDueSlackMessages(app.pool, BATCH);
  const revoked = new Set<string>();
  for (const message of claimed) {
    if (message.connection_status === 'invalid' || revoked.has(message.connection_id)) {
      await markSlackMessageFailed(app.pool, message.id, 'The Slack connection is invalid.');
      counts.failed += 1;
      continue;
    }
    try {
      await api.postMessage(openSecret(app.config.encryptionKey, message.bot_token_sealed), {
        channel: message.destination.replace(/^dm:/, ''),
        text: message.text,
        blocks: message.blocks ?? [],
      });
      await markSlackMessageSent(app.pool, message.id);
      counts.sent += 1;
    } catch (error) {
      const slackError =
        error instanceof SlackApiError ? error : new SlackApiError('unknown_error');
      if (slackError.revokesConnection) {
        revoked.add(message.connection_id);
        await markSlackConnectionInvalid(
          app.db,
          message.workspace_id,
          message.connection_id,
          SLACK_REVOKED_REASON,
        );
        await markSlackMessageFailed(app.pool, message.id, slackError.code);
        counts.failed += 1;
      } else if (slackError.code === 'ratelimited') {
        await retrySlackMessageLater(
          app.pool,
          message.id,
          slackError.retryAfterSeconds ?? 30,
          slackError.code,
          { countsAsAttempt: false },
        );
        counts.retried += 1;
      } else if (message.attempts >= MAX_ATTEMPTS || slackError.code === 'channel_not_found') {
        await markSlackMessageFailed(app.pool, message.id, slackError.code);
        counts.failed += 1;
      } else {
        await retrySlackMessageLater(
          app.pool,
          message.id,
          backoffSeconds(message.attempts),
          slackError.code,
          { countsAsAttempt: true },
        );
        counts.retried += 1;
      }
    }
  }
  return counts;
};
