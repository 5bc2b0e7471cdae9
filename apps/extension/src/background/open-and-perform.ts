import type { ActionOutcome } from '../linkedin-actions/action-outcome';
import { failed } from '../linkedin-actions/action-outcome';
import type { PerformableAction } from '../linkedin-actions/perform-action';
import type { PerformRequest } from '../lib/messages';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const LOAD_TIMEOUT_MS = 45_000;

/** A person reads the page for a moment before acting: 2–5 s (shorter in a test build). */
const readingPause = (quick: boolean) => (quick ? 500 : 2000 + Math.random() * 3000);

/**
 * Opens the profile in a background tab, waits for it to load, asks the LinkedIn agent there to
 * perform the action, and closes the tab. A page that never answers is a failure with its reason.
 */
export const openAndPerform = async (
  url: string,
  action: PerformableAction,
  quick: boolean,
): Promise<ActionOutcome> => {
  const tab = await chrome.tabs.create({ url, active: false });
  if (tab.id === undefined) return failed('The browser did not open a tab for the profile.');
  const tabId = tab.id;
  try {
    const until = Date.now() + LOAD_TIMEOUT_MS;
    while ((await chrome.tabs.get(tabId)).status !== 'complete') {
      if (Date.now() > until) return failed('The profile page did not load within 45 seconds.');
      await sleep(300);
    }
    await sleep(readingPause(quick));
    const request: PerformRequest = { type: 'hirelane:perform', action };
    for (let attempt = 0; attempt < 20; attempt += 1) {
      try {
        const answer = await chrome.tabs.sendMessage<ActionOutcome | undefined>(tabId, request);
        if (answer?.outcome) return answer;
      } catch {
        // The agent is not there yet (still loading) or the page is not a LinkedIn page.
      }
      await sleep(500);
    }
    return failed('The page opened is not a LinkedIn page the extension can act on.');
  } finally {
    await sleep(quick ? 200 : 1500);
    await chrome.tabs.remove(tabId).catch(() => undefined);
  }
};
