import type { SlackConfig } from '../../config';

const TIMEOUT_MS = 15_000;
/** Enough for any real workspace's channel picker; a bigger one is cut here. */
const MAX_CHANNEL_PAGES = 20;

/** A Web API refusal: Slack's `error` code, or `ratelimited` with the wait it asked for. */
export class SlackApiError extends Error {
  constructor(
    readonly code: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`Slack answered ${code}.`);
    this.name = 'SlackApiError';
  }

  /** The token no longer works: the connection must be made again. */
  get revokesConnection(): boolean {
    return ['invalid_auth', 'token_revoked', 'account_inactive', 'not_authed'].includes(this.code);
  }
}

export type SlackInstall = {
  teamId: string;
  teamName: string;
  botToken: string;
  authedUserId: string;
};

export type SlackApi = {
  exchangeCode: (code: string, redirectUri: string) => Promise<SlackInstall>;
  listChannels: (botToken: string) => Promise<{ id: string; name: string; is_private: boolean }[]>;
  postMessage: (
    botToken: string,
    message: { channel: string; text: string; blocks: unknown[] },
  ) => Promise<void>;
};

type SlackAnswer = { ok?: boolean; error?: string } & Record<string, unknown>;

/** Slack's Web API (https://api.slack.com/web) at SLACK_API_URL. */
export const createSlackApi = (
  config: Pick<SlackConfig, 'apiUrl' | 'clientId' | 'clientSecret'>,
): SlackApi => {
  const call = async (
    method: string,
    init: { token?: string; form?: URLSearchParams; json?: unknown; query?: URLSearchParams },
  ): Promise<SlackAnswer> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = init.form.toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json; charset=utf-8';
      body = JSON.stringify(init.json);
    }
    const query = init.query ? `?${init.query.toString()}` : '';
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}/api/${method}${query}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new SlackApiError('unreachable');
    }
    if (response.status === 429) {
      const wait = Number(response.headers.get('retry-after'));
      throw new SlackApiError('ratelimited', Number.isFinite(wait) && wait >= 0 ? wait : 30);
    }
    const answer = (await response.json().catch(() => null)) as SlackAnswer | null;
    if (!answer) throw new SlackApiError(`http_${response.status}`);
    if (answer.ok !== true) throw new SlackApiError(answer.error ?? 'unknown_error');
    return answer;
  };

  return {
    exchangeCode: async (code, redirectUri) => {
      const answer = await call('oauth.v2.access', {
        form: new URLSearchParams({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          code,
          redirect_uri: redirectUri,
        }),
      });
      const team = answer.team as { id?: string; name?: string } | null;
      const authed = answer.authed_user as { id?: string } | undefined;
      if (typeof answer.access_token !== 'string' || !team?.id || !authed?.id)
        throw new SlackApiError('incomplete_install');
      return {
        teamId: team.id,
        teamName: team.name ?? team.id,
        botToken: answer.access_token,
        authedUserId: authed.id,
      };
    },
    listChannels: async (botToken) => {
      const channels: { id: string; name: string; is_private: boolean }[] = [];
      let cursor = '';
      for (let page = 0; page < MAX_CHANNEL_PAGES; page += 1) {
        const query = new URLSearchParams({
          types: 'public_channel,private_channel',
          exclude_archived: 'true',
          limit: '200',
        });
        if (cursor) query.set('cursor', cursor);
        const answer = await call('conversations.list', { token: botToken, query });
        for (const channel of (answer.channels ?? []) as Record<string, unknown>[]) {
          if (typeof channel.id === 'string' && typeof channel.name === 'string')
            channels.push({
              id: channel.id,
              name: channel.name,
              is_private: channel.is_private === true,
            });
        }
        cursor =
          (answer.response_metadata as { next_cursor?: string } | undefined)?.next_cursor ?? '';
        if (!cursor) break;
      }
      return channels.sort((a, b) => a.name.localeCompare(b.name));
    },
    postMessage: async (botToken, message) => {
      await call('chat.postMessage', { token: botToken, json: message });
    },
  };
};
