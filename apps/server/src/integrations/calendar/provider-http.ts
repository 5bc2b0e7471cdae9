import { CalendarProviderError } from './calendar-provider';

/*
 * JSON and form calls to Google's and Microsoft's APIs (operator-configured addresses, so not the
 * outbound-address policy of customers' servers), capped in time.
 */

const TIMEOUT_MS = 15_000;

export type ProviderAnswer = { status: number; body: unknown };

export const providerRequest = async (
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
): Promise<ProviderAnswer> => {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...init.headers },
      body: init.body,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new CalendarProviderError('unreachable', `${init.method} ${url} could not be reached.`);
  }
  const text = await response.text();
  let body: unknown = null;
  if (text)
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  return { status: response.status, body };
};

/** A call with a bearer token and, when given, a JSON body. */
export const bearerCall = (
  method: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => ({
  method,
  headers: {
    ...headers,
    authorization: `Bearer ${token}`,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

export const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
