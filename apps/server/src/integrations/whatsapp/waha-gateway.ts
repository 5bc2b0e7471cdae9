import type { WahaConfig } from '../../config';
import {
  GATEWAY_SESSION_STATES,
  GatewayError,
  type GatewaySession,
  type GatewaySessionState,
  type WhatsappGateway,
} from './whatsapp-gateway';

const TIMEOUT_MS = 15_000;
export const WAHA_WEBHOOK_EVENTS = ['message', 'message.ack', 'session.status'] as const;

type WahaSession = { name?: string; status?: string; me?: { id?: string } | null };

const stateOf = (status: unknown): GatewaySessionState =>
  GATEWAY_SESSION_STATES.includes(status as GatewaySessionState)
    ? (status as GatewaySessionState)
    : 'FAILED';

const sessionOf = (body: WahaSession): GatewaySession => ({
  state: stateOf(body.status),
  phone: body.me?.id?.split('@')[0] ?? null,
});

/** WAHA's HTTP API (https://waha.devlike.pro): X-Api-Key on every call. */
export const createWahaGateway = (
  config: Pick<WahaConfig, 'baseUrl' | 'apiKey' | 'webhookSecret'>,
): WhatsappGateway => {
  const call = async (method: string, path: string, body?: unknown): Promise<Response> => {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}${path}`, {
        method,
        headers: {
          'x-api-key': config.apiKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError(
        `The WhatsApp gateway at ${config.baseUrl} cannot be reached (${error instanceof Error ? error.message : 'unknown error'}).`,
        null,
      );
    }
    return response;
  };
  const json = async <T>(response: Response, what: string): Promise<T> => {
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new GatewayError(
        `The WhatsApp gateway refused to ${what} (HTTP ${response.status}${detail ? `: ${detail.slice(0, 200)}` : ''}).`,
        response.status,
      );
    }
    return (await response.json()) as T;
  };
  const name = encodeURIComponent;

  return {
    startSession: async (session, webhookUrl) => {
      const webhooks = [
        { url: webhookUrl, events: WAHA_WEBHOOK_EVENTS, hmac: { key: config.webhookSecret } },
      ];
      const created = await call('POST', '/api/sessions', {
        name: session,
        start: true,
        config: { webhooks },
      });
      // 422: the session exists already; its webhooks are updated and it is started again.
      if (created.status !== 422) return sessionOf(await json<WahaSession>(created, 'start'));
      await json(
        await call('PUT', `/api/sessions/${name(session)}`, {
          name: session,
          config: { webhooks },
        }),
        'update the session',
      );
      return sessionOf(
        await json<WahaSession>(
          await call('POST', `/api/sessions/${name(session)}/start`),
          'start',
        ),
      );
    },
    readSession: async (session) => {
      const response = await call('GET', `/api/sessions/${name(session)}`);
      if (response.status === 404) return { state: 'STOPPED', phone: null };
      return sessionOf(await json<WahaSession>(response, 'read the session'));
    },
    readQrCode: async (session) => {
      const response = await call('GET', `/api/${name(session)}/auth/qr?format=image`);
      if (response.status === 404 || response.status === 422) return null;
      const body = await json<{ mimetype?: string; data?: string }>(response, 'show the QR code');
      return body.mimetype && body.data ? { mimetype: body.mimetype, data: body.data } : null;
    },
    sendText: async (session, chatId, text) => {
      const body = await json<{ id?: string | { _serialized?: string } }>(
        await call('POST', '/api/sendText', { session, chatId, text }),
        'send the message',
      );
      const id = typeof body.id === 'string' ? body.id : body.id?._serialized;
      if (!id) throw new GatewayError('The WhatsApp gateway answered without a message id.', 200);
      return { messageId: id };
    },
  };
};
