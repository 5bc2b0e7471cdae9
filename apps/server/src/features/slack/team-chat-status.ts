import { decodeTeamChatState } from '@hirelane/domain/slack/slack.schema';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { notFound, unprocessable } from '../../http/http-error';
import { findMemberByUser } from '../workspaces/member-store';
import { findSlackConnections } from './slack-connection-store';

export type TeamChatStatus = {
  connected: boolean;
  team_name: string | null;
  error_message: string | null;
};

/**
 * SPEC 7's team chat status: the state names the user and the workspace; it must be the caller
 * in a workspace they belong to. Connected = the workspace's Slack or the caller's own works.
 */
export const readTeamChatStatus = async (
  app: AppContext,
  userId: string,
  state: string | undefined,
  workspaceParam: string | undefined,
): Promise<TeamChatStatus> => {
  let workspaceId = workspaceParam;
  if (state !== undefined) {
    const decoded = decodeTeamChatState(state);
    if (!decoded) throw unprocessable('The state is not a team chat status state.');
    if (decoded.user_id !== userId || (workspaceParam && decoded.workspace_id !== workspaceParam))
      throw notFound('Workspace not found.');
    workspaceId = decoded.workspace_id;
  }
  if (!workspaceId) throw unprocessable('The state or the workspace is required.');
  const member = await findMemberByUser(app.db, workspaceId, userId);
  if (!member || member.status !== 'active') throw notFound('Workspace not found.');
  return findTeamChatStatusOf(app.db, workspaceId, userId);
};

export const findTeamChatStatusOf = async (
  db: Executor,
  workspaceId: string,
  userId: string,
): Promise<TeamChatStatus> => {
  const { workspace, personal } = await findSlackConnections(db, workspaceId, userId);
  const working = [workspace, personal].find((row) => row?.status === 'valid');
  const broken = [workspace, personal].find((row) => row?.status === 'invalid');
  return {
    connected: Boolean(working),
    team_name: working?.teamName ?? broken?.teamName ?? null,
    error_message: broken ? (broken.invalidReason ?? 'Slack refused the connection.') : null,
  };
};
