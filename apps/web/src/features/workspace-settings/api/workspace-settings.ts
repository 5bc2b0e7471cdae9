import { useQuery } from '@tanstack/react-query';
import {
  workspaceDetailsResponse,
  workspaceExitResponse,
  type WorkspaceDetails,
  type WorkspaceExit,
} from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import { apiGet, apiPost } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { settingsKeys } from './query-keys';

export const useWorkspaceDetailsQuery = (workspaceId: string | null) =>
  useQuery({
    enabled: workspaceId !== null,
    queryKey: settingsKeys.workspace(workspaceId ?? ''),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/workspace/details', workspaceDetailsResponse, { signal })).data,
  });

export const renameWorkspace = async (name: string): Promise<WorkspaceDetails> =>
  (await apiPost('/api/workspace/rename', workspaceDetailsResponse, { name }, { silent: true }))
    .data;

/** POST /api/workspace/logo/upload (multipart field "file"). */
export const uploadWorkspaceLogo = async (file: File): Promise<WorkspaceDetails> => {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await uploadWithProgress('/api/workspace/logo/upload', form, workspaceDetailsResponse))
    .data;
};

export const removeWorkspaceLogo = async (): Promise<WorkspaceDetails> =>
  (await apiPost('/api/workspace/logo/remove', workspaceDetailsResponse, {}, { silent: true }))
    .data;

export const leaveWorkspace = async (): Promise<WorkspaceExit> =>
  (await apiPost('/api/workspace/leave', workspaceExitResponse, {}, { silent: true })).data;

export const deleteWorkspace = async (confirmName: string): Promise<WorkspaceExit> =>
  (
    await apiPost(
      '/api/workspace/delete',
      workspaceExitResponse,
      { confirm_name: confirmName },
      { silent: true },
    )
  ).data;
