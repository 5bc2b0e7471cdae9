import type { ClaimedLinkedinAction } from '@hirelane/domain/linkedin/extension-contract.schema';
import { LINKEDIN_ORIGIN } from '../lib/build-config';
import { failed } from '../linkedin-actions/action-outcome';
import { enqueue, liveActions, nextDueAction, siteUrl, type QueuedAction } from './action-queue';
import { callApi, currentWorkspaceId, dataOf } from './call-api';
import { openAndPerform } from './open-and-perform';
import { clearSending, markSending, wasSending } from './send-journal';

/**
 * The LinkedIn performer (decision 045), run by the alarm while the browser is open: claims due
 * actions of the member's LinkedIn account, performs each at or after its perform_at in a
 * background tab, and reports the result. The queue lives in chrome.storage.local between alarms.
 */
const QUEUE_KEY = 'hirelane:linkedin-queue';
const CLAIM_MAX = 3;
const QUICK = LINKEDIN_ORIGIN !== 'https://www.linkedin.com';
let running = false;

const loadQueue = async (): Promise<QueuedAction[]> =>
  ((await chrome.storage.local.get([QUEUE_KEY]))[QUEUE_KEY] as QueuedAction[] | undefined) ?? [];
const saveQueue = (queue: QueuedAction[]) => chrome.storage.local.set({ [QUEUE_KEY]: queue });

const claim = async (workspaceId: string): Promise<ClaimedLinkedinAction[]> => {
  const answer = dataOf<{ actions: ClaimedLinkedinAction[] }>(
    await callApi('POST', `/api/extension/linkedin/actions/claim?workspace=${workspaceId}`, {
      max: CLAIM_MAX,
    }),
  );
  return answer?.actions ?? [];
};

/**
 * A message is sent at most once: before opening the profile the performer marks the action as
 * being sent; if the service worker dies (or the result never reaches the server), the next
 * attempt (the server's may_have_sent, or the mark) reads the conversation before sending.
 */
const perform = async (action: QueuedAction) => {
  const wait = Date.parse(action.perform_at) - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  let url: string | null = null;
  try {
    url = siteUrl(action.profile_url, LINKEDIN_ORIGIN);
  } catch {
    url = null;
  }
  const message = action.type === 'auto_linkedin_message_send';
  const checkFirst = message && (action.may_have_sent || (await wasSending(action.id)));
  if (message && url) await markSending(action.id);
  const result = url
    ? await openAndPerform(url, { ...action, check_sent_first: checkFirst }, QUICK)
    : failed('The action has no LinkedIn profile URL.');
  const answer = await callApi(
    'POST',
    `/api/extension/linkedin/actions/${action.id}/result?workspace=${action.workspace_id}`,
    { lease_token: action.lease_token, outcome: result.outcome, detail: result.detail },
  );
  // Taken (or refused for good: 410, 404): this attempt is settled. Otherwise the mark stays.
  if (message && [200, 404, 410].includes(answer.status)) await clearSending(action.id);
};

export const runPerformer = async () => {
  if (running) return;
  running = true;
  try {
    let queue = liveActions(await loadQueue(), new Date());
    if (queue.length === 0) {
      const workspaceId = await currentWorkspaceId();
      if (workspaceId) queue = enqueue(queue, await claim(workspaceId), workspaceId);
    }
    await saveQueue(queue);
    for (
      let next = nextDueAction(queue, new Date());
      next;
      next = nextDueAction(queue, new Date())
    ) {
      const action = next;
      queue = queue.filter((queued) => queued.id !== action.id);
      await saveQueue(queue);
      await perform(action);
    }
  } finally {
    running = false;
  }
};
