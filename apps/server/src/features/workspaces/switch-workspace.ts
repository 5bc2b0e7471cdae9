import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import { findUserWorkspace, setCurrentWorkspace } from './workspace-store';

export const switchWorkspace = async (
  db: Database,
  userId: string,
  workspaceId: string,
): Promise<string> => {
  const target = await findUserWorkspace(db, workspaceId, userId);
  if (!target) throw notFound('Workspace not found.');
  await setCurrentWorkspace(db, userId, target.id);
  return `Switched to ${target.name}.`;
};
