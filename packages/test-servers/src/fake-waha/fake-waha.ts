import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A WhatsApp Web gateway speaking the subset of WAHA's HTTP API the app calls (sessions, QR code,
 * sendText), with WAHA's webhooks signed as WAHA signs them (X-Webhook-Hmac, sha512). Test hooks
 * play the phone: scanning the QR code, a person writing, a message being delivered and read.
 */

type Webhook = { url: string; events: string[]; hmac?: { key?: string } };
type Session = {
  name: string;
  status: 'STARTING' | 'SCAN_QR_CODE' | 'WORKING' | 'FAILED' | 'STOPPED';
  webhooks: Webhook[];
  me: { id: string; pushName: string } | null;
};

export type FakeWahaSentMessage = { id: string; session: string; chatId: string; text: string };
export type FakeWahaDelivery = { event: string; status: number; body: unknown };

export type FakeWaha = {
  baseUrl: string;
  apiKey: string;
  sent: FakeWahaSentMessage[];
  /** Every webhook posted and the app's answer. */
  deliveries: FakeWahaDelivery[];
  session: (name: string) => Session | undefined;
  /** The phone scanned the QR code: the session is WORKING as `phone` (digits). */
  scanQr: (name: string, phone: string) => Promise<void>;
  fail: (name: string) => Promise<void>;
  /** A person writes to the paired phone; answers the webhook event's body (to replay it). */
  receive: (name: string, from: string, text: string) => Promise<FakeWahaDelivery>;
  /** message.ack: 1 SERVER, 2 DEVICE (delivered), 3 READ, -1 ERROR. */
  ack: (name: string, messageId: string, ack: number) => Promise<FakeWahaDelivery>;
  /** Posts a raw body with any signature (for the signature tests). */
  post: (name: string, body: string, signature: string) => Promise<number>;
  /** Refuse the next sendText calls with this HTTP status. */
  failSends: (status: number | null) => void;
  close: () => Promise<void>;
};

/** A 1×1 PNG: the fake's "QR code". */
const QR_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const ACK_NAMES: Record<number, string> = { [-1]: 'ERROR', 1: 'SERVER', 2: 'DEVICE', 3: 'READ' };

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** How a webhook reaches the app: fetch by default; tests of an app without a port inject it. */
export type WebhookDeliverer = (
  url: string,
  headers: Record<string, string>,
  body: string,
) => Promise<number>;

const fetchDeliverer: WebhookDeliverer = async (url, headers, body) =>
  (await fetch(url, { method: 'POST', headers, body })).status;

export const startFakeWaha = async (
  options: { apiKey?: string; deliver?: WebhookDeliverer } = {},
): Promise<FakeWaha> => {
  const apiKey = options.apiKey ?? 'fake-waha-key';
  const deliver = options.deliver ?? fetchDeliverer;
  const sessions = new Map<string, Session>();
  const sent: FakeWahaSentMessage[] = [];
  const deliveries: FakeWahaDelivery[] = [];
  let sendFailure: number | null = null;

  const view = (session: Session) => ({
    name: session.name,
    status: session.status,
    me: session.me,
    config: { webhooks: session.webhooks },
  });

  const configure = (name: string, body: { config?: { webhooks?: Webhook[] } }) => {
    const session: Session = sessions.get(name) ?? {
      name,
      status: 'STOPPED',
      webhooks: [],
      me: null,
    };
    session.webhooks = body.config?.webhooks ?? session.webhooks;
    sessions.set(name, session);
    return session;
  };
  // Like WAHA: STARTING at once, then the QR code to scan (or WORKING when already paired).
  const start = (session: Session) => {
    session.status = 'STARTING';
    setImmediate(() => {
      if (session.status === 'STARTING') session.status = session.me ? 'WORKING' : 'SCAN_QR_CODE';
    });
  };

  // The test hooks over HTTP, for a browser test whose fake runs in another process.
  const testHook = async (path: string, body: Record<string, unknown>) => {
    const text = (key: string) => (typeof body[key] === 'string' ? body[key] : '');
    if (path === '/__test/scan') return fake.scanQr(text('session'), text('phone'));
    if (path === '/__test/receive')
      return fake.receive(text('session'), text('from'), text('text'));
    if (path === '/__test/sent') return sent;
    return undefined;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/__test/')) {
      const raw = await readBody(request);
      const answer = await testHook(
        request.url,
        (raw ? JSON.parse(raw) : {}) as Record<string, unknown>,
      );
      // A hook that answers nothing (scanning) answers {} rather than no body.
      return send(response, 200, answer ?? {});
    }
    if (request.headers['x-api-key'] !== apiKey)
      return send(response, 401, { error: 'Unauthorized' });
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = await readBody(request);
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown> & {
      config?: { webhooks?: Webhook[] };
    };
    const path = url.pathname.split('/').map(decodeURIComponent);
    if (request.method === 'POST' && url.pathname === '/api/sessions') {
      const name = typeof body.name === 'string' ? body.name : 'default';
      if (sessions.has(name)) return send(response, 422, { message: 'Session already exists' });
      const session = configure(name, body);
      if (body.start !== false) start(session);
      return send(response, 201, view(session));
    }
    if (path[1] === 'api' && path[2] === 'sessions' && path[3]) {
      const session = sessions.get(path[3]);
      if (!session) return send(response, 404, { message: 'Session not found' });
      if (request.method === 'GET' && path.length === 4) return send(response, 200, view(session));
      if (request.method === 'PUT' && path.length === 4)
        return send(response, 200, view(configure(session.name, body)));
      if (request.method === 'POST' && path[4] === 'start') {
        start(session);
        return send(response, 201, view(session));
      }
    }
    if (request.method === 'GET' && path[3] === 'auth' && path[4] === 'qr') {
      const session = sessions.get(path[2] ?? '');
      if (!session) return send(response, 404, { message: 'Session not found' });
      if (session.status !== 'SCAN_QR_CODE')
        return send(response, 422, { message: `Session status is ${session.status}` });
      return send(response, 200, { mimetype: 'image/png', data: QR_PNG });
    }
    if (request.method === 'POST' && url.pathname === '/api/sendText') {
      const session = sessions.get(String(body.session));
      if (!session || session.status !== 'WORKING')
        return send(response, 422, { message: 'Session is not WORKING' });
      if (sendFailure) return send(response, sendFailure, { message: 'Refused by the test' });
      const chatId = String(body.chatId);
      const id = `true_${chatId}_${randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase()}`;
      sent.push({ id, session: session.name, chatId, text: String(body.text) });
      return send(response, 201, { id, timestamp: Math.floor(Date.now() / 1000), body: body.text });
    }
    return send(response, 404, { message: `No route ${request.method} ${url.pathname}` });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      send(response, 500, { message: error instanceof Error ? error.message : 'error' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const post = async (name: string, raw: string, signature: string): Promise<number> => {
    const hook = sessions.get(name)?.webhooks[0];
    if (!hook) throw new Error(`Session ${name} has no webhook`);
    return deliver(
      hook.url,
      {
        'content-type': 'application/json',
        'x-webhook-hmac': signature,
        'x-webhook-hmac-algorithm': 'sha512',
      },
      raw,
    );
  };

  const emit = async (name: string, event: string, payload: unknown): Promise<FakeWahaDelivery> => {
    const session = sessions.get(name);
    const hook = session?.webhooks.find((one) => one.events.includes(event));
    if (!session || !hook) throw new Error(`Session ${name} has no webhook for ${event}`);
    const body = {
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      timestamp: Date.now(),
      event,
      session: name,
      me: session.me,
      payload,
      engine: 'WEBJS',
      environment: { tier: 'CORE' },
    };
    const raw = JSON.stringify(body);
    const signature = createHmac('sha512', hook.hmac?.key ?? '')
      .update(raw)
      .digest('hex');
    const delivery = { event, status: await post(name, raw, signature), body };
    deliveries.push(delivery);
    return delivery;
  };

  const setStatus = async (name: string, status: Session['status']) => {
    const session = sessions.get(name);
    if (!session) throw new Error(`No session ${name}`);
    session.status = status;
    await emit(name, 'session.status', { status });
  };

  const fake: FakeWaha = {
    baseUrl,
    apiKey,
    sent,
    deliveries,
    session: (name) => sessions.get(name),
    scanQr: async (name, phone) => {
      const session = sessions.get(name);
      if (!session) throw new Error(`No session ${name}`);
      session.me = { id: `${phone}@c.us`, pushName: 'Recruiter phone' };
      await setStatus(name, 'WORKING');
    },
    fail: (name) => setStatus(name, 'FAILED'),
    receive: (name, from, text) =>
      emit(name, 'message', {
        id: `false_${from}@c.us_${randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase()}`,
        timestamp: Math.floor(Date.now() / 1000),
        from: `${from}@c.us`,
        fromMe: false,
        to: sessions.get(name)?.me?.id ?? null,
        body: text,
        hasMedia: false,
      }),
    ack: (name, messageId, ack) =>
      emit(name, 'message.ack', {
        id: messageId,
        from: sessions.get(name)?.me?.id ?? null,
        fromMe: true,
        ack,
        ackName: ACK_NAMES[ack] ?? 'PENDING',
      }),
    post,
    failSends: (status) => {
      sendFailure = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
};
