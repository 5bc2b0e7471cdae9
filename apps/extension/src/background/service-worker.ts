import { LINKEDIN_ORIGIN, PERFORM_PERIOD_MINUTES } from '../lib/build-config';
import {
  isApiRequest,
  isExtensionApiPath,
  isHealthReport,
  isMessagesReport,
  type ApiResponse,
} from '../lib/messages';
import { callApi } from './call-api';
import { reportHealth, reportMessages } from './linkedin-reports';
import { runPerformer } from './performer';

const ownPage = `chrome-extension://${chrome.runtime.id}/`;
const PERFORM_ALARM = 'hirelane:perform-linkedin';

/** A message from the extension's LinkedIn agent in a LinkedIn tab (test builds: the fixture site). */
const fromLinkedinPage = (sender: chrome.runtime.MessageSender): boolean =>
  sender.id === chrome.runtime.id &&
  sender.tab !== undefined &&
  (sender.url?.startsWith(`${LINKEDIN_ORIGIN}/`) ?? false);

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  if (isHealthReport(message) || isMessagesReport(message)) {
    if (!fromLinkedinPage(sender)) return undefined;
    void (isHealthReport(message)
      ? reportHealth(message.health)
      : reportMessages(message.messages));
    return undefined;
  }
  if (!isApiRequest(message)) return undefined;
  // Only the extension's own panel may call the app, and only its extension routes.
  if (sender.id !== chrome.runtime.id || !sender.url?.startsWith(ownPage)) return undefined;
  if (!isExtensionApiPath(message.path)) {
    sendResponse({ status: 400, body: null } satisfies ApiResponse);
    return undefined;
  }
  void callApi(message.method, message.path, message.body).then(sendResponse);
  return true;
});

/** While the browser is open, claim and perform due LinkedIn actions every period (≥ 1 min in production). */
chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === PERFORM_ALARM) void runPerformer();
});
void chrome.alarms.get(PERFORM_ALARM).then((alarm) => {
  if (!alarm)
    void chrome.alarms.create(PERFORM_ALARM, {
      periodInMinutes: PERFORM_PERIOD_MINUTES,
      delayInMinutes: PERFORM_PERIOD_MINUTES,
    });
});
