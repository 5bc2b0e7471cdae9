import {
  SLACK_NOTIFICATION_KINDS,
  SLACK_NOTIFICATION_LABELS,
  type SlackConnectionScope,
  type SlackSettings,
  type UpdateSlackSettingsBody,
} from '@hirelane/domain/slack/slack.schema';
import type { AppContext } from '../../app-context';
import { forbidden, notFound, unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { SLACK_NOT_CONFIGURED } from './connect-slack';
import {
  deleteSlackConnection,
  findDisabledSlackKinds,
  findSlackConnections,
  saveDisabledSlackKinds,
  setSlackDirectMessages,
  type SlackConnectionWithOwner,
} from './slack-connection-store';

const mayManage = (tenant: TenantContext) => tenant.role === 'owner' || tenant.role === 'admin';

const view = (row: SlackConnectionWithOwner) => ({
  team_name: row.teamName,
  status: row.status,
  invalid_reason: row.invalidReason,
  connected_by: row.connectedBy || null,
});

/** The Slack card: both connections, whether the caller may manage them, the kinds' switches. */
export const getSlackSettings = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
): Promise<SlackSettings> => {
  const [connections, disabled] = await Promise.all([
    findSlackConnections(app.db, tenant.workspaceId, userId),
    findDisabledSlackKinds(app.db, tenant.workspaceId),
  ]);
  return {
    configured: app.config.slack !== null,
    configure_hint: app.config.slack ? null : SLACK_NOT_CONFIGURED,
    workspace_connection: connections.workspace ? view(connections.workspace) : null,
    personal_connection: connections.personal
      ? { ...view(connections.personal), dm_enabled: connections.personal.dmEnabled }
      : null,
    viewer_user_id: userId,
    can_manage: mayManage(tenant),
    kinds: SLACK_NOTIFICATION_KINDS.map((kind) => ({
      kind,
      label: SLACK_NOTIFICATION_LABELS[kind],
      enabled: !disabled.includes(kind),
    })),
  };
};

export const updateSlackSettings = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  body: UpdateSlackSettingsBody,
): Promise<SlackSettings> => {
  if (body.disabled_kinds === undefined && body.dm_enabled === undefined)
    throw unprocessable('Nothing to change.');
  if (body.disabled_kinds !== undefined && !mayManage(tenant))
    throw forbidden("Only the workspace's owners and admins can choose its Slack notifications.");
  await app.db.transaction(async (tx) => {
    if (body.disabled_kinds !== undefined)
      await saveDisabledSlackKinds(tx, tenant.workspaceId, body.disabled_kinds);
    if (
      body.dm_enabled !== undefined &&
      !(await setSlackDirectMessages(tx, tenant.workspaceId, userId, body.dm_enabled))
    )
      throw unprocessable('Connect your own Slack first to receive direct messages.');
  });
  return getSlackSettings(app, tenant, userId);
};

export const disconnectSlack = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  scope: SlackConnectionScope,
): Promise<SlackSettings> => {
  if (scope === 'workspace' && !mayManage(tenant))
    throw forbidden("Only the workspace's owners and admins can disconnect its Slack.");
  if (!(await deleteSlackConnection(app.db, tenant.workspaceId, scope, userId)))
    throw notFound('Slack is not connected.');
  return getSlackSettings(app, tenant, userId);
};
