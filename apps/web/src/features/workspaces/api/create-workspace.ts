import {
  createWorkspaceResponse,
  type WorkspaceListItem,
} from '@hirelane/domain/workspaces/workspace.schema';
import { apiPost } from '../../../lib/api-client';

/** POST /api/workspace/create; the new workspace becomes the current one. */
export const createWorkspace = async (name: string): Promise<WorkspaceListItem> =>
  (await apiPost('/api/workspace/create', createWorkspaceResponse, { name })).data;
