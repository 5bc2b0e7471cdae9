import type { SlackConnectionScope } from '@hirelane/domain/slack/slack.schema';
import type { AppContext } from '../../app-context';
import { sealSecret } from '../../integrations/crypto/secret-box';
import { createSlackApi, SlackApiError } from '../../integrations/slack/slack-api';
import { signSlackState, verifySlackState } from '../../integrations/slack/slack-oauth-state';
import { forbidden, unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { findMemberByUser } from '../workspaces/member-store';
import { saveSlackConnection } from './slack-connection-store';

export const SLACK_CALLBACK_PATH = '/api/communication/slack/callback';
export const SLACK_BOT_SCOPES = 'chat:write,channels:read,groups:read,im:write';

export const SLACK_NOT_CONFIGURED =
  'Slack is not configured on this server. Set SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET from your Slack app (api.slack.com/apps), with the redirect URL {APP_URL}/api/communication/slack/callback.';

const MANAGERS = ['owner', 'admin'];

export const confirmationPathOf = (scope: SlackConnectionScope): string =>
  scope === 'workspace' ? '/app/slack-confirmation' : '/app/recruiter-slack-confirmation';

/** Slack's authorize page for this connection, with a signed state (decision 050). */
export const slackAuthorizeUrl = (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  scope: SlackConnectionScope,
): string => {
  const slack = app.config.slack;
  if (!slack) throw unprocessable(SLACK_NOT_CONFIGURED);
  if (scope === 'workspace' && !MANAGERS.includes(tenant.role))
    throw forbidden("Only the workspace's owners and admins can connect its Slack.");
  const url = new URL(`${slack.apiUrl}/oauth/v2/authorize`);
  url.searchParams.set('client_id', slack.clientId);
  url.searchParams.set('scope', SLACK_BOT_SCOPES);
  // A personal connection is the person's own: Slack tells us their user id (authed_user).
  if (scope === 'personal') url.searchParams.set('user_scope', 'identity.basic');
  url.searchParams.set('redirect_uri', `${app.config.appUrl}${SLACK_CALLBACK_PATH}`);
  url.searchParams.set(
    'state',
    signSlackState(app.config.sessionSecret, {
      user_id: userId,
      workspace_id: tenant.workspaceId,
      scope,
    }),
  );
  return url.toString();
};

const FAILURES = {
  access_denied: 'The Slack connection was cancelled in Slack.',
  state: 'This Slack connection link is not valid. Start again from Settings → Integrations.',
  expired: 'This Slack connection took too long. Start again from Settings → Integrations.',
  other_user:
    'This Slack connection was started by someone else. Start again from your own account.',
  not_member: 'You are not a member of that workspace any more.',
  not_manager: "Only the workspace's owners and admins can connect its Slack.",
  not_configured: 'Slack is not configured on this server.',
} as const;

/** Where the browser goes after Slack: the confirmation page, with the error when it failed. */
export const completeSlackConnection = async (
  app: AppContext,
  userId: string,
  query: { code?: string; state?: string; error?: string },
): Promise<string> => {
  const checked = query.state ? verifySlackState(app.config.sessionSecret, query.state) : null;
  const scope = checked?.ok ? checked.state.scope : 'workspace';
  const page = confirmationPathOf(scope);
  const fail = (message: string) => `${page}?error=${encodeURIComponent(message)}`;
  if (!checked || !checked.ok)
    return fail(checked?.reason === 'expired' ? FAILURES.expired : FAILURES.state);
  const { state } = checked;
  if (query.error)
    return fail(
      query.error === 'access_denied'
        ? FAILURES.access_denied
        : `Slack refused the connection (${query.error}).`,
    );
  if (state.user_id !== userId) return fail(FAILURES.other_user);
  const slack = app.config.slack;
  if (!slack) return fail(FAILURES.not_configured);
  const member = await findMemberByUser(app.db, state.workspace_id, userId);
  if (!member || member.status !== 'active') return fail(FAILURES.not_member);
  if (scope === 'workspace' && !MANAGERS.includes(member.role)) return fail(FAILURES.not_manager);
  if (!query.code) return fail(FAILURES.state);

  try {
    const install = await createSlackApi(slack).exchangeCode(
      query.code,
      `${app.config.appUrl}${SLACK_CALLBACK_PATH}`,
    );
    await saveSlackConnection(app.db, state.workspace_id, {
      scope,
      userId,
      teamId: install.teamId,
      teamName: install.teamName,
      botTokenSealed: sealSecret(app.config.encryptionKey, install.botToken),
      authedUserId: install.authedUserId,
    });
    return `${page}?workspace=${state.workspace_id}&team=${encodeURIComponent(install.teamName)}`;
  } catch (error) {
    const code = error instanceof SlackApiError ? error.code : 'unknown_error';
    return fail(`Slack did not complete the connection (${code}). Please try again.`);
  }
};
