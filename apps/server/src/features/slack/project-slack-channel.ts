import type { SetProjectSlackChannelBody, SlackChannel } from '@hirelane/domain/slack/slack.schema';
import type { AppContext } from '../../app-context';
import { openSecret } from '../../integrations/crypto/secret-box';
import { createSlackApi, SlackApiError } from '../../integrations/slack/slack-api';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import {
  findProjectSlackChannel,
  findSlackConnections,
  markSlackConnectionInvalid,
  saveProjectSlackChannel,
} from './slack-connection-store';
import { SLACK_REVOKED_REASON } from './send-due-slack-messages';

type ChannelView = {
  channels: SlackChannel[] | null;
  selected: { id: string; name: string } | null;
  problem: string | null;
};

/** The project's channel and the channels the workspace's Slack offers (conversations.list). */
export const getProjectSlackChannel = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  projectId: string,
): Promise<ChannelView> => {
  await loadProjectAccess(app.db, tenant, projectId);
  const selected = await findProjectSlackChannel(app.db, tenant.workspaceId, projectId);
  const { workspace } = await findSlackConnections(app.db, tenant.workspaceId, userId);
  if (!app.config.slack)
    return { channels: null, selected, problem: 'Slack is not configured on this server.' };
  if (!workspace)
    return {
      channels: null,
      selected,
      problem: 'Connect Slack in Settings → Integrations to choose a channel.',
    };
  if (workspace.status === 'invalid')
    return { channels: null, selected, problem: workspace.invalidReason ?? SLACK_REVOKED_REASON };
  try {
    const channels = await createSlackApi(app.config.slack).listChannels(
      openSecret(app.config.encryptionKey, workspace.botTokenSealed),
    );
    return { channels, selected, problem: null };
  } catch (error) {
    if (error instanceof SlackApiError && error.revokesConnection) {
      await markSlackConnectionInvalid(
        app.db,
        tenant.workspaceId,
        workspace.id,
        SLACK_REVOKED_REASON,
      );
      return { channels: null, selected, problem: SLACK_REVOKED_REASON };
    }
    const code = error instanceof SlackApiError ? error.code : 'unknown_error';
    return { channels: null, selected, problem: `Slack did not list the channels (${code}).` };
  }
};

export const setProjectSlackChannel = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  body: SetProjectSlackChannelBody,
): Promise<ChannelView> => {
  const access = await loadProjectAccess(app.db, tenant, projectId);
  requireProjectPermission(access, 'project:settings:edit');
  if (body.channel !== null) {
    const { workspace } = await findSlackConnections(app.db, tenant.workspaceId, userId);
    if (!workspace || workspace.status !== 'valid')
      throw unprocessable('Connect Slack in Settings → Integrations to choose a channel.');
  }
  await saveProjectSlackChannel(app.db, tenant.workspaceId, projectId, body.channel);
  return {
    channels: null,
    selected: body.channel,
    problem: null,
  };
};
