import type { AppContext } from '../../app-context';
import {
  findActiveSlackConnections,
  findProjectChannels,
  findProjectMemberUsers,
  findSlackEvents,
  queueSlackMessages,
  type SlackConnectionForScan,
  type SlackOutboxInsert,
} from './slack-outbox-store';
import { slackMessageFor } from './slack-notification-text';

/**
 * Turns the facts of the last day into outbox rows: the project's channel through the workspace's
 * connection, and a direct message to each person concerned who connected their own Slack and
 * kept direct messages on. A connection hears only of facts after it was made. An event with
 * nowhere to go (its kind off, no channel, no one to message) is recorded as skipped, so turning
 * a kind on or choosing a channel later does not send the past.
 */
export const queueSlackNotifications = async (app: AppContext): Promise<number> => {
  const connections = await findActiveSlackConnections(app.pool);
  if (connections.length === 0) return 0;
  const byWorkspace = new Map<string, SlackConnectionForScan[]>();
  for (const connection of connections)
    byWorkspace.set(connection.workspace_id, [
      ...(byWorkspace.get(connection.workspace_id) ?? []),
      connection,
    ]);

  const events = await findSlackEvents(app.pool, [...byWorkspace.keys()]);
  const projectIds = [
    ...new Set(events.flatMap((event) => (event.project_id ? [event.project_id] : []))),
  ];
  const [channels, members] = await Promise.all([
    findProjectChannels(app.pool, projectIds),
    findProjectMemberUsers(app.pool, projectIds),
  ]);

  const rows: SlackOutboxInsert[] = [];
  for (const event of events) {
    const own = byWorkspace.get(event.workspace_id) ?? [];
    const after = own.filter((connection) => new Date(connection.created_at) <= new Date(event.at));
    const [first] = after;
    if (!first) continue;
    const message = slackMessageFor(event, app.config.appUrl);
    const queued = rows.length;
    const queue = (connectionId: string, destination: string) =>
      rows.push({
        workspaceId: event.workspace_id,
        kind: event.kind,
        eventId: event.event_id,
        destination,
        connectionId,
        ...message,
      });

    const skip = () =>
      rows.push({
        workspaceId: event.workspace_id,
        kind: event.kind,
        eventId: event.event_id,
        destination: 'none',
        connectionId: first.id,
        text: '',
        blocks: [],
        status: 'skipped',
      });
    if (first.disabled_kinds.includes(event.kind)) {
      skip();
      continue;
    }

    const workspaceConnection = after.find((connection) => connection.scope === 'workspace');
    const channel = channels.find((one) => one.project_id === event.project_id);
    if (workspaceConnection && channel) queue(workspaceConnection.id, channel.channel_id);

    const recipients =
      event.dm_user_ids ??
      members.filter((one) => one.project_id === event.project_id).map((one) => one.user_id);
    for (const connection of after) {
      if (
        connection.scope === 'personal' &&
        connection.dm_enabled &&
        recipients.includes(connection.user_id)
      )
        queue(connection.id, `dm:${connection.authed_user_id}`);
    }
    if (rows.length === queued) skip();
  }
  return queueSlackMessages(app.pool, rows);
};
