import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The WhatsApp Business Cloud API as the app calls it (Meta's Graph API: phone number, message
 * templates, messages), answering Graph's shapes and errors, and posting Meta's webhooks signed as
 * Meta signs them (X-Hub-Signature-256: sha256 HMAC of the raw body with the app secret). Test
 * hooks play the people: someone writes, a message is delivered, read or fails.
 */

export type FakeCloudTemplate = {
  name: string;
  language: string;
  status: string;
  category: string;
  components: {
    type: 'HEADER' | 'BODY' | 'FOOTER' | 'BUTTONS';
    format?: string;
    text?: string;
    buttons?: { type: string; text: string }[];
  }[];
};

export type FakeCloudAccount = {
  phoneNumberId: string;
  wabaId: string;
  accessToken: string;
  appSecret: string;
  displayPhoneNumber: string;
  /** Where Meta posts this number's webhooks (the app's callback URL). */
  callbackUrl?: string;
};

export type FakeCloudSent = {
  id: string;
  phoneNumberId: string;
  to: string;
  type: 'template' | 'text';
  template?: {
    name: string;
    language: { code: string };
    components?: { type: string; parameters: { type: string; text: string }[] }[];
  };
  text?: { body: string };
};

export type FakeCloudDelivery = { status: number; body: unknown };

export type FakeWhatsappCloud = {
  baseUrl: string;
  sent: FakeCloudSent[];
  deliveries: FakeCloudDelivery[];
  addAccount: (account: FakeCloudAccount) => void;
  setTemplates: (wabaId: string, templates: FakeCloudTemplate[]) => void;
  subscribe: (phoneNumberId: string, callbackUrl: string) => void;
  /** A person writes to the business number; answers the delivery (its body can be replayed). */
  receive: (phoneNumberId: string, from: string, text: string) => Promise<FakeCloudDelivery>;
  status: (
    phoneNumberId: string,
    messageId: string,
    status: 'sent' | 'delivered' | 'read' | 'failed',
  ) => Promise<FakeCloudDelivery>;
  /** Posts a raw body with any signature header (or none) to the number's callback URL. */
  post: (phoneNumberId: string, body: string, signature: string | null) => Promise<number>;
  /** Refuse the next sends with this Graph error (or answer nothing at all: 'no_answer'). */
  failSends: (failure: { status: number; code: number; message: string } | null) => void;
  close: () => Promise<void>;
};

export type CloudWebhookDeliverer = (
  url: string,
  headers: Record<string, string>,
  body: string,
) => Promise<number>;

const fetchDeliverer: CloudWebhookDeliverer = async (url, headers, body) =>
  (await fetch(url, { method: 'POST', headers, body })).status;

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

const fbtrace = () => randomBytes(8).toString('base64url');

/** Graph's error body. */
const graphError = (
  response: ServerResponse,
  status: number,
  error: { message: string; type: string; code: number; error_subcode?: number },
) => send(response, status, { error: { ...error, fbtrace_id: fbtrace() } });

const wamid = () => `wamid.${randomBytes(24).toString('base64url')}`;
const PARAMETER = /\{\{\s*([a-z0-9_]+)\s*\}\}/g;
const parameterCount = (text: string | undefined) =>
  new Set([...(text ?? '').matchAll(PARAMETER)].map((match) => match[1])).size;

export const startFakeWhatsappCloud = async (
  options: { deliver?: CloudWebhookDeliverer } = {},
): Promise<FakeWhatsappCloud> => {
  const deliver = options.deliver ?? fetchDeliverer;
  const accounts = new Map<string, FakeCloudAccount>();
  const templates = new Map<string, FakeCloudTemplate[]>();
  const sent: FakeCloudSent[] = [];
  const deliveries: FakeCloudDelivery[] = [];
  let sendFailure: { status: number; code: number; message: string } | null = null;

  const tokenOk = (request: IncomingMessage, account: FakeCloudAccount | undefined) =>
    account !== undefined && request.headers.authorization === `Bearer ${account.accessToken}`;

  const invalidToken = (response: ServerResponse) =>
    graphError(response, 401, {
      message: 'Invalid OAuth access token - Cannot parse access token',
      type: 'OAuthException',
      code: 190,
    });

  const unknownObject = (response: ServerResponse, id: string) =>
    graphError(response, 400, {
      message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      type: 'GraphMethodException',
      code: 100,
      error_subcode: 33,
    });

  const sendMessage = (
    response: ServerResponse,
    account: FakeCloudAccount,
    body: Record<string, unknown>,
  ) => {
    if (body.messaging_product !== 'whatsapp')
      return graphError(response, 400, {
        message: '(#100) The parameter messaging_product is required.',
        type: 'OAuthException',
        code: 100,
      });
    const to = typeof body.to === 'string' ? body.to : '';
    if (sendFailure)
      return graphError(response, sendFailure.status, { ...sendFailure, type: 'OAuthException' });
    const id = wamid();
    if (body.type === 'text') {
      const text = body.text as { body?: string } | undefined;
      if (!text?.body)
        return graphError(response, 400, {
          message: '(#100) The parameter text[body] is required.',
          type: 'OAuthException',
          code: 100,
        });
      sent.push({
        id,
        phoneNumberId: account.phoneNumberId,
        to,
        type: 'text',
        text: { body: text.body },
      });
    } else if (body.type === 'template') {
      const template = body.template as FakeCloudSent['template'];
      const known = (templates.get(account.wabaId) ?? []).find(
        (one) => one.name === template?.name && one.language === template?.language.code,
      );
      if (!template || !known || known.status !== 'APPROVED')
        return graphError(response, 404, {
          message: '(#132001) Template name does not exist in the translation',
          type: 'OAuthException',
          code: 132001,
        });
      for (const part of ['HEADER', 'BODY'] as const) {
        const expected = parameterCount(known.components.find((c) => c.type === part)?.text);
        const given =
          template.components?.find((c) => c.type === part.toLowerCase())?.parameters.length ?? 0;
        if (expected !== given)
          return graphError(response, 400, {
            message: `(#132000) Number of parameters does not match the expected number of params (${part.toLowerCase()}: expected number of params (${expected}) does not match received number of params (${given}))`,
            type: 'OAuthException',
            code: 132000,
          });
      }
      sent.push({ id, phoneNumberId: account.phoneNumberId, to, type: 'template', template });
    } else
      return graphError(response, 400, {
        message: '(#100) Param type must be one of the supported message types.',
        type: 'OAuthException',
        code: 100,
      });
    return send(response, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: to.replace(/^\+/, '') }],
      messages: [{ id, ...(body.type === 'template' ? { message_status: 'accepted' } : {}) }],
    });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const [, version, id, edge] = url.pathname.split('/').map(decodeURIComponent);
    if (!version || !/^v\d+\.\d+$/.test(version) || !id)
      return send(response, 404, { error: { message: 'Unknown path', code: 100 } });
    if (request.method === 'GET' && !edge) {
      const account = accounts.get(id);
      if (!account) return unknownObject(response, id);
      if (!tokenOk(request, account)) return invalidToken(response);
      return send(response, 200, {
        verified_name: 'Hirelane Test',
        display_phone_number: account.displayPhoneNumber,
        id,
      });
    }
    if (request.method === 'GET' && edge === 'message_templates') {
      const account = [...accounts.values()].find((one) => one.wabaId === id);
      if (!account) return unknownObject(response, id);
      if (!tokenOk(request, account)) return invalidToken(response);
      const all = templates.get(id) ?? [];
      const limit = Number(url.searchParams.get('limit') ?? 25);
      const after = Number(url.searchParams.get('after') ?? 0);
      const page = all.slice(after, after + limit);
      const next = after + limit < all.length;
      return send(response, 200, {
        data: page.map((template, at) => ({ ...template, id: `${id}${after + at}` })),
        paging: {
          cursors: { before: String(after), after: String(after + limit) },
          ...(next
            ? {
                next: `${baseUrl}/${version}/${id}/message_templates?${new URLSearchParams({
                  ...Object.fromEntries(url.searchParams),
                  after: String(after + limit),
                }).toString()}`,
              }
            : {}),
        },
      });
    }
    if (request.method === 'POST' && edge === 'messages') {
      const account = accounts.get(id);
      if (!account) return unknownObject(response, id);
      if (!tokenOk(request, account)) return invalidToken(response);
      const raw = await readBody(request);
      return sendMessage(
        response,
        account,
        (raw ? JSON.parse(raw) : {}) as Record<string, unknown>,
      );
    }
    return graphError(response, 400, {
      message: `Unknown path components: /${edge ?? ''}`,
      type: 'OAuthException',
      code: 2500,
    });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      send(response, 500, { error: { message: error instanceof Error ? error.message : 'error' } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const accountOf = (phoneNumberId: string) => {
    const account = accounts.get(phoneNumberId);
    if (!account?.callbackUrl) throw new Error(`No subscribed account ${phoneNumberId}`);
    return { account, callbackUrl: account.callbackUrl };
  };

  const post = async (phoneNumberId: string, raw: string, signature: string | null) => {
    const { callbackUrl } = accountOf(phoneNumberId);
    return deliver(
      callbackUrl,
      {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
      },
      raw,
    );
  };

  /** Meta's envelope: one entry of the business account, one change of field "messages". */
  const emit = async (phoneNumberId: string, value: Record<string, unknown>) => {
    const { account } = accountOf(phoneNumberId);
    const body = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: account.wabaId,
          changes: [
            {
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: account.displayPhoneNumber.replace(/\D/g, ''),
                  phone_number_id: phoneNumberId,
                },
                ...value,
              },
              field: 'messages',
            },
          ],
        },
      ],
    };
    const raw = JSON.stringify(body);
    const signature = `sha256=${createHmac('sha256', account.appSecret).update(raw).digest('hex')}`;
    const delivery = { status: await post(phoneNumberId, raw, signature), body };
    deliveries.push(delivery);
    return delivery;
  };

  const now = () => String(Math.floor(Date.now() / 1000));

  return {
    baseUrl,
    sent,
    deliveries,
    addAccount: (account) => accounts.set(account.phoneNumberId, { ...account }),
    setTemplates: (wabaId, list) => templates.set(wabaId, list),
    subscribe: (phoneNumberId, callbackUrl) => {
      const account = accounts.get(phoneNumberId);
      if (!account) throw new Error(`No account ${phoneNumberId}`);
      account.callbackUrl = callbackUrl;
    },
    receive: (phoneNumberId, from, text) =>
      emit(phoneNumberId, {
        contacts: [{ profile: { name: 'Candidate' }, wa_id: from }],
        messages: [{ from, id: wamid(), timestamp: now(), type: 'text', text: { body: text } }],
      }),
    status: (phoneNumberId, messageId, status) => {
      const message = sent.find((one) => one.id === messageId);
      return emit(phoneNumberId, {
        statuses: [
          {
            id: messageId,
            status,
            timestamp: now(),
            recipient_id: message?.to ?? '',
            ...(status === 'failed'
              ? {
                  errors: [
                    {
                      code: 131047,
                      title: 'Re-engagement message',
                      message: 'Re-engagement message',
                      error_data: {
                        details:
                          'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
                      },
                    },
                  ],
                }
              : {
                  conversation: {
                    id: randomBytes(16).toString('hex'),
                    origin: { type: 'utility' },
                  },
                  pricing: { billable: true, pricing_model: 'CBP', category: 'utility' },
                }),
          },
        ],
      });
    },
    post,
    failSends: (failure) => {
      sendFailure = failure;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
