import { APP_ORIGIN } from '../lib/build-config';
import { isApiRequest, isExtensionApiPath, type ApiResponse } from '../lib/messages';

/**
 * The extension's only way to the app: a fetch with the app's own session cookie of this browser
 * (host permission for APP_ORIGIN, so Chrome sends it as first party). The extension keeps no
 * token: signing out of the app signs it out (decision 044).
 */
const callApi = async (method: string, path: string, body: unknown): Promise<ApiResponse> => {
  try {
    const response = await fetch(`${APP_ORIGIN}${path}`, {
      method,
      credentials: 'include',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed };
  } catch {
    return { status: 0, body: null };
  }
};

const ownPage = `chrome-extension://${chrome.runtime.id}/`;

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
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
