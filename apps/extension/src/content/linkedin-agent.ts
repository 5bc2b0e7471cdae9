import { extractLinkedinMember, toLinkedinIdentity } from '../extractors/linkedin-member-extractor';
import { readLinkedinHealth } from '../extractors/linkedin-health';
import { performAction } from '../linkedin-actions/perform-action';
import { readMessagingThread } from '../linkedin-actions/read-messaging-thread';
import type { HealthReport, MessagesReport, PerformRequest } from '../lib/messages';

/**
 * On LinkedIn pages (issue 20, decision 045): answers who is signed in (for "Connect this LinkedIn
 * account"), tells the service worker when the page shows a signed-out, checkpoint, restriction or
 * warning state, reads new messages on messaging pages, and performs the action the service
 * worker asks for in a profile tab it opened. Nothing is drawn on the page.
 */
const CHECK_MS = 3000;
let checkedUrl = '';

const send = (message: HealthReport | MessagesReport) => {
  chrome.runtime.sendMessage(message).catch(() => undefined);
};

const check = () => {
  const health = readLinkedinHealth(document, location.href);
  if (health && location.href !== checkedUrl) send({ type: 'hirelane:linkedin-health', health });
  checkedUrl = location.href;
  if (!location.pathname.startsWith('/messaging/')) return;
  const member = toLinkedinIdentity(extractLinkedinMember(document));
  const messages = readMessagingThread(document, member?.profile_url ?? null, new Date());
  if (messages.length > 0) send({ type: 'hirelane:linkedin-messages', messages });
};

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  if (sender.id !== chrome.runtime.id) return undefined;
  const type = (message as { type?: unknown } | null)?.type;
  if (type === 'hirelane:read-member') {
    sendResponse({ member: extractLinkedinMember(document) });
    return undefined;
  }
  if (type !== 'hirelane:perform') return undefined;
  const { action } = message as PerformRequest;
  void performAction(document, action).then(sendResponse, (error: unknown) =>
    sendResponse({
      outcome: 'failed',
      detail: `The page raised an error: ${error instanceof Error ? error.message : 'unknown'}`,
    }),
  );
  return true;
});

check();
setInterval(check, CHECK_MS);
