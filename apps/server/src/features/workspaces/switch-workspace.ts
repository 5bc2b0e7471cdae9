import { workspaceIdSchema } from '@hirelane/domain/workspaces/workspace.schema';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import { findUserWorkspace, setCurrentWorkspace } from './workspace-store';

export const switchWorkspace = async (
  db: Database,
  userId: string,
  workspaceId: string,
): Promise<string> => {
  // Not a uuid: no such workspace (and never a database error from the uuid cast).
  if (!workspaceIdSchema.safeParse(workspaceId).success) throw notFound('Workspace not found.');
  const target = await findUserWorkspace(db, workspaceId, userId);
  if (!target) throw notFound('Workspace not found.');
  await setCurrentWorkspace(db, userId, target.id);
  return `Switched to ${target.name}.`;
};
