import { APP_ORIGIN } from '../lib/build-config';
import type { ApiResponse } from '../lib/messages';

/**
 * The extension's only way to the app: a fetch with the app's own session cookie of this browser
 * (host permission for APP_ORIGIN, so Chrome sends it as first party). The extension keeps no
 * token: signing out of the app signs it out (decision 044).
 */
export const callApi = async (
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiResponse> => {
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

/** The data of a successful envelope answer, else null. */
export const dataOf = <T>(response: ApiResponse): T | null => {
  const envelope = response.body as { success?: boolean; data?: T } | null;
  return response.status === 200 && envelope?.success ? (envelope.data ?? null) : null;
};

/** The workspace the member works in in the app (as the panel sees it), or null when signed out. */
export const currentWorkspaceId = async (): Promise<string | null> => {
  const context = dataOf<{ workspace: { _id: string } | null }>(
    await callApi('GET', '/api/extension/context'),
  );
  return context?.workspace?._id ?? null;
};
