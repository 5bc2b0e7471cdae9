import { useQuery } from '@tanstack/react-query';
import { teamChatStatusResponse } from '@hirelane/domain/accounts/account-status.schema';
import {
  encodeTeamChatState,
  TUNNEL_WARNING_HEADER,
  type TeamChatState,
} from '@hirelane/domain/slack/slack.schema';
import { apiGet } from '../../../lib/api-client';

/**
 * The second host of SPEC 7's team chat status calls. It defaults to this app (one server answers
 * both); a deployment behind a tunnel sets VITE_TEAM_CHAT_STATUS_URL (decision 050).
 */
const secondStatusHost = (): string =>
  (import.meta.env.VITE_TEAM_CHAT_STATUS_URL as string | undefined)?.replace(/\/+$/, '') ?? '';

const randomSessionId = (): string => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
};

/**
 * SPEC 7: two status calls with the encoded state (user, workspace, a random session id), the
 * second scrambled and sent with the tunnel's skip-warning header. Connected when either says so.
 */
export const useTeamChatStatusQuery = (userId: string | null, workspaceId: string | null) =>
  useQuery({
    enabled: Boolean(userId && workspaceId),
    queryKey: ['slack', workspaceId, 'team-chat-status', userId],
    queryFn: async ({ signal }) => {
      const state: TeamChatState = {
        user_id: userId ?? '',
        workspace_id: workspaceId ?? '',
        session_id: randomSessionId(),
      };
      const first = apiGet(
        `/api/account/status?state=${encodeURIComponent(encodeTeamChatState(state))}`,
        teamChatStatusResponse,
        { signal, workspace: false, silent: true },
      );
      const second = fetch(
        `${secondStatusHost()}/api/account/status?state=${encodeURIComponent(
          encodeTeamChatState(state, true),
        )}`,
        {
          credentials: secondStatusHost() ? 'include' : 'same-origin',
          headers: { Accept: 'application/json', [TUNNEL_WARNING_HEADER]: 'true' },
          signal,
        },
      )
        .then(async (response) =>
          response.ok ? teamChatStatusResponse.parse(await response.json()).data : null,
        )
        .catch(() => null);
      const [a, b] = await Promise.all([first.then((answer) => answer.data), second]);
      return b && b.connected && !a.connected ? b : a;
    },
  });
