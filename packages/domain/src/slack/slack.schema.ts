import { z } from 'zod';
import { envelope } from '../http/envelope';

/** The notifications Hirelane posts to Slack (decision 050); each can be turned off. */
export const SLACK_NOTIFICATION_KINDS = [
  'reply_received',
  'interview_completed',
  'campaign_error',
  'import_finished',
] as const;
export const slackNotificationKind = z.enum(SLACK_NOTIFICATION_KINDS);
export type SlackNotificationKind = z.infer<typeof slackNotificationKind>;

export const SLACK_NOTIFICATION_LABELS: Record<SlackNotificationKind, string> = {
  reply_received: 'Replies received',
  interview_completed: 'Interviews completed, with the verdict',
  campaign_error: 'Campaign errors (mailbox disabled, bounce-rate pause, LinkedIn error)',
  import_finished: 'Imports finished',
};

/** Who the connection is for: the workspace (project channels) or the caller (direct messages). */
export const slackConnectionScope = z.enum(['workspace', 'personal']);
export type SlackConnectionScope = z.infer<typeof slackConnectionScope>;

export const slackAuthorizeQuery = z.object({ scope: slackConnectionScope.default('workspace') });

export const slackCallbackQuery = z.object({
  code: z.string().max(500).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

const connectionView = z.object({
  team_name: z.string(),
  status: z.enum(['valid', 'invalid']),
  invalid_reason: z.string().nullable(),
  connected_by: z.string().nullable(),
});

export const slackSettings = z.object({
  /** False until SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET are set. */
  configured: z.boolean(),
  /** How to configure it, when it is not. */
  configure_hint: z.string().nullable(),
  workspace_connection: connectionView.nullable(),
  personal_connection: connectionView.extend({ dm_enabled: z.boolean() }).nullable(),
  /** The caller's user id: the web puts it in the state of SPEC 7's status calls. */
  viewer_user_id: z.string(),
  /** Whether the caller may connect or disconnect the workspace's Slack and change the kinds. */
  can_manage: z.boolean(),
  kinds: z.array(
    z.object({ kind: slackNotificationKind, label: z.string(), enabled: z.boolean() }),
  ),
});
export type SlackSettings = z.infer<typeof slackSettings>;
export const slackSettingsResponse = envelope(slackSettings);

export const updateSlackSettingsBody = z
  .object({
    disabled_kinds: z.array(slackNotificationKind).max(SLACK_NOTIFICATION_KINDS.length).optional(),
    dm_enabled: z.boolean().optional(),
  })
  .strict();
export type UpdateSlackSettingsBody = z.infer<typeof updateSlackSettingsBody>;

export const disconnectSlackBody = z.object({ scope: slackConnectionScope }).strict();

export const slackChannel = z.object({ id: z.string(), name: z.string(), is_private: z.boolean() });
export type SlackChannel = z.infer<typeof slackChannel>;

export const projectSlackChannelResponse = envelope(
  z.object({
    /** Null: the workspace has no working Slack connection (the reason is in `problem`). */
    channels: z.array(slackChannel).nullable(),
    selected: z.object({ id: z.string(), name: z.string() }).nullable(),
    problem: z.string().nullable(),
  }),
);

export const setProjectSlackChannelBody = z
  .object({
    channel: z
      .object({
        id: z.string().regex(/^[CGD][A-Z0-9]{2,30}$/, 'Not a Slack channel id.'),
        name: z.string().trim().min(1).max(200),
      })
      .nullable(),
  })
  .strict();
export type SetProjectSlackChannelBody = z.infer<typeof setProjectSlackChannelBody>;

/**
 * SPEC 7: the two team chat status calls carry an encoded state of the user, the workspace and a
 * random session id; the second call scrambles it. Both are built here, by the web and the tests.
 */
export const teamChatState = z.object({
  user_id: z.string().min(1).max(200),
  workspace_id: z.uuid(),
  session_id: z.string().min(8).max(200),
});
export type TeamChatState = z.infer<typeof teamChatState>;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** UTF-8 bytes of a text (the domain has neither TextEncoder nor Buffer in its types). */
const utf8Bytes = (text: string): number[] =>
  [...unescape(encodeURIComponent(text))].map((char) => char.charCodeAt(0));

const toBase64Url = (text: string): string => {
  const bytes = utf8Bytes(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const chunk = (a << 16) | (b << 8) | c;
    const left = bytes.length - i;
    out += ALPHABET[(chunk >> 18) & 63] ?? '';
    out += ALPHABET[(chunk >> 12) & 63] ?? '';
    if (left > 1) out += ALPHABET[(chunk >> 6) & 63] ?? '';
    if (left > 2) out += ALPHABET[chunk & 63] ?? '';
  }
  return out;
};

const fromBase64Url = (encoded: string): string | null => {
  if (!/^[A-Za-z0-9_-]+$/.test(encoded) || encoded.length % 4 === 1) return null;
  let binary = '';
  for (let i = 0; i < encoded.length; i += 4) {
    const values = [...encoded.slice(i, i + 4)].map((char) => ALPHABET.indexOf(char));
    const [a = 0, b = 0, c = 0, d = 0] = values;
    const chunk = (a << 18) | (b << 12) | (c << 6) | d;
    binary += String.fromCharCode((chunk >> 16) & 255);
    if (values.length > 2) binary += String.fromCharCode((chunk >> 8) & 255);
    if (values.length > 3) binary += String.fromCharCode(chunk & 255);
  }
  try {
    return decodeURIComponent(escape(binary));
  } catch {
    return null;
  }
};

/** A scrambled state starts with this mark; its base64url text is reversed. */
const SCRAMBLED_MARK = 'x.';

export const encodeTeamChatState = (state: TeamChatState, scrambled = false): string => {
  const encoded = toBase64Url(JSON.stringify(state));
  return scrambled ? `${SCRAMBLED_MARK}${[...encoded].reverse().join('')}` : encoded;
};

/** The state of either call, or null when it is not one. */
export const decodeTeamChatState = (value: string): TeamChatState | null => {
  const encoded = value.startsWith(SCRAMBLED_MARK)
    ? [...value.slice(SCRAMBLED_MARK.length)].reverse().join('')
    : value;
  const text = fromBase64Url(encoded);
  if (text === null) return null;
  try {
    const parsed = teamChatState.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** The header the second status call sends so a tunnel (ngrok) answers instead of its warning page. */
export const TUNNEL_WARNING_HEADER = 'ngrok-skip-browser-warning';
