import type { LinkedinHealth } from '../extractors/linkedin-health';
import type { SeenMessage } from '../linkedin-actions/read-messaging-thread';
import { rememberMessage, unseenMessages } from '../linkedin-actions/seen-messages';
import { callApi, currentWorkspaceId } from './call-api';

/**
 * What LinkedIn pages saw, sent to the app (decision 045): a health problem (once per state and
 * hour, not on every page) and messages people sent, each once (a small seen-set is kept).
 */
const HEALTH_KEY = 'hirelane:linkedin-health';
const SEEN_KEY = 'hirelane:linkedin-seen-messages';
const HEALTH_REPEAT_MS = 60 * 60 * 1000;

export const reportHealth = async (health: LinkedinHealth) => {
  const last = (await chrome.storage.local.get([HEALTH_KEY]))[HEALTH_KEY] as
    { state: string; at: number } | undefined;
  if (last?.state === health.state && Date.now() - last.at < HEALTH_REPEAT_MS) return;
  const workspaceId = await currentWorkspaceId();
  if (!workspaceId) return;
  const answer = await callApi('POST', `/api/extension/linkedin/health?workspace=${workspaceId}`, {
    state: health.state,
    message: health.message,
  });
  if (answer.status === 200)
    await chrome.storage.local.set({ [HEALTH_KEY]: { state: health.state, at: Date.now() } });
};

let reporting = Promise.resolve();

/** One report at a time: two pages reading the same thread send each message once. */
export const reportMessages = (messages: SeenMessage[]) => {
  reporting = reporting
    .then(async () => {
      const seen =
        ((await chrome.storage.local.get([SEEN_KEY]))[SEEN_KEY] as string[] | undefined) ?? [];
      const fresh = unseenMessages(seen, messages);
      if (fresh.length === 0) return;
      const workspaceId = await currentWorkspaceId();
      if (!workspaceId) return;
      let remembered = seen;
      for (const message of fresh) {
        const answer = await callApi(
          'POST',
          `/api/extension/linkedin/messages?workspace=${workspaceId}`,
          message,
        );
        // A refused message (e.g. 422) is not sent again either; a network failure is retried.
        if (answer.status !== 0 && answer.status < 500)
          remembered = rememberMessage(remembered, message);
      }
      await chrome.storage.local.set({ [SEEN_KEY]: remembered });
    })
    .catch(() => undefined);
  return reporting;
};
