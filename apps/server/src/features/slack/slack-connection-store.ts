import type { SlackNotificationKind } from '@hirelane/domain/slack/slack.schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import {
  slackConnection,
  slackNotificationSetting,
  slackProjectChannel,
} from '../../db/schema/slack';

export type SlackConnectionRow = typeof slackConnection.$inferSelect;
export type SlackConnectionWithOwner = SlackConnectionRow & { connectedBy: string | null };

/** Connecting again (same scope, and same person for a personal one) replaces the settings. */
export const saveSlackConnection = async (
  db: Executor,
  workspaceId: string,
  values: {
    scope: 'workspace' | 'personal';
    userId: string;
    teamId: string;
    teamName: string;
    botTokenSealed: string;
    authedUserId: string;
  },
): Promise<void> => {
  const fresh = {
    userId: values.userId,
    teamId: values.teamId,
    teamName: values.teamName,
    botTokenSealed: values.botTokenSealed,
    authedUserId: values.authedUserId,
    status: 'valid' as const,
    invalidReason: null,
    updatedAt: new Date(),
  };
  await db
    .insert(slackConnection)
    .values({ workspaceId, scope: values.scope, ...fresh })
    .onConflictDoUpdate({
      target:
        values.scope === 'workspace'
          ? [slackConnection.workspaceId]
          : [slackConnection.workspaceId, slackConnection.userId],
      targetWhere: sql`scope = ${values.scope}`,
      set: fresh,
    });
};

/** The workspace's connection and the caller's personal one. */
export const findSlackConnections = async (
  db: Executor,
  workspaceId: string,
  userId: string,
): Promise<{
  workspace: SlackConnectionWithOwner | null;
  personal: SlackConnectionWithOwner | null;
}> => {
  const rows = await db
    .select({ connection: slackConnection, connectedBy: user.name })
    .from(slackConnection)
    .leftJoin(user, eq(user.id, slackConnection.userId))
    .where(
      and(
        eq(slackConnection.workspaceId, workspaceId),
        sql`(${slackConnection.scope} = 'workspace' or ${slackConnection.userId} = ${userId})`,
      ),
    );
  const pick = (scope: 'workspace' | 'personal') => {
    const row = rows.find((one) => one.connection.scope === scope);
    return row ? { ...row.connection, connectedBy: row.connectedBy } : null;
  };
  return { workspace: pick('workspace'), personal: pick('personal') };
};

export const deleteSlackConnection = async (
  db: Executor,
  workspaceId: string,
  scope: 'workspace' | 'personal',
  userId: string,
): Promise<boolean> => {
  const deleted = await db
    .delete(slackConnection)
    .where(
      and(
        eq(slackConnection.workspaceId, workspaceId),
        eq(slackConnection.scope, scope),
        scope === 'personal' ? eq(slackConnection.userId, userId) : undefined,
      ),
    )
    .returning({ id: slackConnection.id });
  return deleted.length > 0;
};

/** Slack refused the token (uninstalled, revoked): shown on the card until connected again. */
export const markSlackConnectionInvalid = async (
  db: Executor,
  workspaceId: string,
  connectionId: string,
  reason: string,
): Promise<void> => {
  await db
    .update(slackConnection)
    .set({ status: 'invalid', invalidReason: reason, updatedAt: new Date() })
    .where(and(eq(slackConnection.workspaceId, workspaceId), eq(slackConnection.id, connectionId)));
};

export const setSlackDirectMessages = async (
  db: Executor,
  workspaceId: string,
  userId: string,
  enabled: boolean,
): Promise<boolean> => {
  const updated = await db
    .update(slackConnection)
    .set({ dmEnabled: enabled, updatedAt: new Date() })
    .where(
      and(
        eq(slackConnection.workspaceId, workspaceId),
        eq(slackConnection.scope, 'personal'),
        eq(slackConnection.userId, userId),
      ),
    )
    .returning({ id: slackConnection.id });
  return updated.length > 0;
};

export const findDisabledSlackKinds = async (
  db: Executor,
  workspaceId: string,
): Promise<SlackNotificationKind[]> => {
  const [row] = await db
    .select({ kinds: slackNotificationSetting.disabledKinds })
    .from(slackNotificationSetting)
    .where(eq(slackNotificationSetting.workspaceId, workspaceId));
  return (row?.kinds ?? []) as SlackNotificationKind[];
};

export const saveDisabledSlackKinds = async (
  db: Executor,
  workspaceId: string,
  kinds: SlackNotificationKind[],
): Promise<void> => {
  const unique = [...new Set(kinds)].sort();
  await db
    .insert(slackNotificationSetting)
    .values({ workspaceId, disabledKinds: unique })
    .onConflictDoUpdate({
      target: slackNotificationSetting.workspaceId,
      set: { disabledKinds: unique, updatedAt: new Date() },
    });
};

export const findProjectSlackChannel = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
): Promise<{ id: string; name: string } | null> => {
  const [row] = await db
    .select({ id: slackProjectChannel.channelId, name: slackProjectChannel.channelName })
    .from(slackProjectChannel)
    .where(
      and(
        eq(slackProjectChannel.workspaceId, workspaceId),
        eq(slackProjectChannel.projectId, projectId),
      ),
    );
  return row ?? null;
};

export const saveProjectSlackChannel = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  channel: { id: string; name: string } | null,
): Promise<void> => {
  if (channel === null) {
    await db
      .delete(slackProjectChannel)
      .where(
        and(
          eq(slackProjectChannel.workspaceId, workspaceId),
          eq(slackProjectChannel.projectId, projectId),
        ),
      );
    return;
  }
  await db
    .insert(slackProjectChannel)
    .values({ workspaceId, projectId, channelId: channel.id, channelName: channel.name })
    .onConflictDoUpdate({
      target: slackProjectChannel.projectId,
      set: { channelId: channel.id, channelName: channel.name, updatedAt: new Date() },
    });
};
