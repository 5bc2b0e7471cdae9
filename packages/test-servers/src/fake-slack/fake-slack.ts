import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The subset of Slack the app calls (decision 050), with Slack's shapes: the OAuth v2 authorize
 * page (it approves at once and redirects back with a code), oauth.v2.access (form-encoded,
 * client_id and client_secret), conversations.list (cursor pagination) and chat.postMessage
 * (Bearer bot token, JSON body). Web API errors are HTTP 200 `{ ok: false, error }`; rate limits
 * are HTTP 429 with Retry-After, as Slack answers them.
 */

export type FakeSlackMessage = {
  token: string;
  channel: string;
  text: string;
  blocks: unknown[];
  ts: string;
};

export type FakeSlackChannel = { id: string; name: string; is_private: boolean };

type Install = { teamId: string; teamName: string; botToken: string; authedUserId: string };

export type FakeSlack = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  signingSecret: string;
  team: { id: string; name: string };
  messages: FakeSlackMessage[];
  /** Every bot token handed out by oauth.v2.access, newest last. */
  tokens: () => string[];
  /** The token answers `token_revoked` from now on (the app was uninstalled). */
  revoke: (token: string) => void;
  /** The next `count` Web API calls answer 429 with this Retry-After (seconds). */
  rateLimit: (count: number, retryAfterSeconds: number) => void;
  setChannels: (channels: FakeSlackChannel[]) => void;
  /** Pagination size of conversations.list when the caller asks for more. */
  pageSize: number;
  close: () => Promise<void>;
};

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const send = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
};

const slackError = (response: ServerResponse, error: string) =>
  send(response, 200, { ok: false, error });

const isBlock = (block: unknown): boolean =>
  typeof block === 'object' &&
  block !== null &&
  typeof (block as { type?: unknown }).type === 'string';

export const startFakeSlack = async (): Promise<FakeSlack> => {
  const clientId = '1111111111.2222222222';
  const clientSecret = randomBytes(16).toString('hex');
  const signingSecret = randomBytes(16).toString('hex');
  const team = { id: 'T0FAKE001', name: 'Fake Recruiting' };
  const codes = new Map<string, { redirectUri: string; userScope: string }>();
  const installs = new Map<string, Install>();
  const revoked = new Set<string>();
  const messages: FakeSlackMessage[] = [];
  let channels: FakeSlackChannel[] = [
    { id: 'C0GENERAL1', name: 'general', is_private: false },
    { id: 'C0HIRING01', name: 'hiring', is_private: false },
    { id: 'G0PRIVATE1', name: 'leadership', is_private: true },
  ];
  let limited = { count: 0, retryAfter: 1 };
  let userCounter = 0;

  /** The bot token of a Web API call, or the Slack error that refuses it. */
  const authorise = (request: IncomingMessage): { token: string } | { error: string } => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (\S+)$/.exec(header);
    if (!match?.[1]) return { error: 'not_authed' };
    if (revoked.has(match[1])) return { error: 'token_revoked' };
    if (!installs.has(match[1])) return { error: 'invalid_auth' };
    return { token: match[1] };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake-slack');
    if (request.method === 'GET' && url.pathname === '/oauth/v2/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri');
      const state = url.searchParams.get('state') ?? '';
      if (url.searchParams.get('client_id') !== clientId || !redirectUri)
        return send(response, 400, { ok: false, error: 'invalid_client_id' });
      const code = randomBytes(12).toString('hex');
      codes.set(code, { redirectUri, userScope: url.searchParams.get('user_scope') ?? '' });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', state);
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    if (!url.pathname.startsWith('/api/'))
      return send(response, 404, { ok: false, error: 'unknown_method' });
    if (limited.count > 0) {
      limited = { ...limited, count: limited.count - 1 };
      return send(
        response,
        429,
        { ok: false, error: 'ratelimited' },
        {
          'retry-after': String(limited.retryAfter),
        },
      );
    }
    const raw = await readBody(request);
    const method = url.pathname.slice('/api/'.length);

    if (method === 'oauth.v2.access') {
      if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
        return slackError(response, 'invalid_form_data');
      const form = new URLSearchParams(raw);
      if (form.get('client_id') !== clientId) return slackError(response, 'invalid_client_id');
      if (form.get('client_secret') !== clientSecret)
        return slackError(response, 'bad_client_secret');
      const grant = codes.get(form.get('code') ?? '');
      if (!grant) return slackError(response, 'invalid_code');
      codes.delete(form.get('code') ?? '');
      if (form.get('redirect_uri') !== grant.redirectUri)
        return slackError(response, 'bad_redirect_uri');
      userCounter += 1;
      const install: Install = {
        teamId: team.id,
        teamName: team.name,
        botToken: `xoxb-${randomBytes(12).toString('hex')}`,
        authedUserId: `U0FAKE${String(userCounter).padStart(3, '0')}`,
      };
      installs.set(install.botToken, install);
      return send(response, 200, {
        ok: true,
        access_token: install.botToken,
        token_type: 'bot',
        scope: 'chat:write,channels:read,groups:read,im:write',
        bot_user_id: 'U0FAKEBOT',
        app_id: 'A0FAKEAPP',
        team: { name: team.name, id: team.id },
        enterprise: null,
        is_enterprise_install: false,
        authed_user: {
          id: install.authedUserId,
          scope: grant.userScope,
          access_token: `xoxp-${randomBytes(12).toString('hex')}`,
          token_type: 'user',
        },
      });
    }

    const auth = authorise(request);
    if ('error' in auth) return slackError(response, auth.error);

    if (method === 'conversations.list') {
      const params = request.method === 'GET' ? url.searchParams : new URLSearchParams(raw);
      const types = (params.get('types') ?? 'public_channel').split(',');
      const visible = channels.filter((channel) =>
        types.includes(channel.is_private ? 'private_channel' : 'public_channel'),
      );
      const limit = Math.min(Number(params.get('limit') ?? 100) || 100, fake.pageSize);
      const start = params.get('cursor')
        ? Number(
            Buffer.from(params.get('cursor') ?? '', 'base64')
              .toString()
              .replace('next:', ''),
          )
        : 0;
      const page = visible.slice(start, start + limit);
      const next =
        start + limit < visible.length
          ? Buffer.from(`next:${start + limit}`).toString('base64')
          : '';
      return send(response, 200, {
        ok: true,
        channels: page.map((channel) => ({
          id: channel.id,
          name: channel.name,
          is_channel: !channel.is_private,
          is_group: channel.is_private,
          is_private: channel.is_private,
          is_archived: false,
          is_member: false,
        })),
        response_metadata: { next_cursor: next },
      });
    }

    if (method === 'chat.postMessage') {
      if (!String(request.headers['content-type']).startsWith('application/json'))
        return slackError(response, 'invalid_arguments');
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return slackError(response, 'invalid_json');
      }
      const channel = typeof body.channel === 'string' ? body.channel : '';
      if (!channel) return slackError(response, 'channel_not_found');
      const known = channels.some((one) => one.id === channel) || /^U[A-Z0-9]+$/.test(channel);
      if (!known) return slackError(response, 'channel_not_found');
      if (typeof body.text !== 'string' || body.text.length === 0)
        return slackError(response, 'no_text');
      const blocks = body.blocks ?? [];
      if (!Array.isArray(blocks) || !blocks.every(isBlock))
        return slackError(response, 'invalid_blocks');
      const ts = `${Math.floor(Date.now() / 1000)}.${String(messages.length + 1).padStart(6, '0')}`;
      messages.push({ token: auth.token, channel, text: body.text, blocks, ts });
      return send(response, 200, { ok: true, channel, ts, message: { text: body.text, ts } });
    }
    return slackError(response, 'unknown_method');
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      send(response, 500, { ok: false, error: error instanceof Error ? error.message : 'error' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeSlack = {
    baseUrl,
    clientId,
    clientSecret,
    signingSecret,
    team,
    messages,
    tokens: () => [...installs.keys()],
    revoke: (token) => revoked.add(token),
    rateLimit: (count, retryAfterSeconds) => {
      limited = { count, retryAfter: retryAfterSeconds };
    },
    setChannels: (next) => {
      channels = next;
    },
    pageSize: 2,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
};
