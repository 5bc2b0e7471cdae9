import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  importJobListResponse,
  importJobResponse,
  type ImportJob,
} from '@hirelane/domain/imports/import.schema';
import { apiGet } from '../../../lib/api-client';
import { loggedLoad } from '../../../lib/logged-load';
import { projectQueryOptions } from '../../projects/api/project-detail';

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 500;

export const importKeys = {
  project: (workspaceId: string, projectId: string) => ['imports', workspaceId, projectId] as const,
  list: (workspaceId: string, projectId: string) =>
    [...importKeys.project(workspaceId, projectId), 'list'] as const,
  job: (workspaceId: string, projectId: string, importId: string) =>
    [...importKeys.project(workspaceId, projectId), 'job', importId] as const,
};

const projectPath = (projectId: string) => `/api/project/${encodeURIComponent(projectId)}`;

export const isImportRunning = (job: Pick<ImportJob, 'status'> | undefined): boolean =>
  job?.status === 'queued' || job?.status === 'running';

/** GET …/import/get/{importId}, polled every IMPORT_POLL_MS while queued or running. */
export const useImportJobQuery = (
  workspaceId: string,
  projectId: string,
  importId: string | null,
) =>
  useQuery({
    queryKey: importKeys.job(workspaceId, projectId, importId ?? ''),
    queryFn: async ({ signal }) => {
      const answer = await apiGet(
        `${projectPath(projectId)}/import/get/${encodeURIComponent(importId ?? '')}`,
        importJobResponse,
        { signal, silent: true },
      );
      return answer.data;
    },
    enabled: Boolean(importId),
    staleTime: 0,
    refetchInterval: (query) => (isImportRunning(query.state.data) ? IMPORT_POLL_MS : false),
    // A poll that fails once (a restart, a blip) is tried again before the page gives up.
    retry: 3,
  });

/** Shows an import the upload just answered with at once, before its first poll. */
export const useRememberImportJob = (workspaceId: string, projectId: string) => {
  const queryClient = useQueryClient();
  return useCallback(
    (job: ImportJob) =>
      queryClient.setQueryData(importKeys.job(workspaceId, projectId, job._id), job),
    [queryClient, workspaceId, projectId],
  );
};

/** GET …/import/list: the project's recent imports, newest first. */
export const useImportListQuery = (workspaceId: string, projectId: string) =>
  useQuery({
    queryKey: importKeys.list(workspaceId, projectId),
    queryFn: ({ signal }) =>
      loggedLoad('the recent imports', async () => {
        const answer = await apiGet(
          `${projectPath(projectId)}/import/list`,
          importJobListResponse,
          {
            signal,
            silent: true,
          },
        );
        return answer.data;
      }),
    staleTime: 0,
    retry: false,
  });

/**
 * The project's custom fields, offered as `custom:<id>` targets: from the project call (GET
 * /api/project/get/{id}, SPEC 3 custom_fields), read fresh and shared with the project layout.
 */
export const useProjectCustomFieldsQuery = (workspaceId: string, projectId: string) =>
  useQuery({
    ...projectQueryOptions(workspaceId, projectId),
    select: (project) => [...project.custom_fields].sort((a, b) => a.position - b.position),
    enabled: projectId.length > 0,
    staleTime: 0,
  });

/**
 * After an import finishes: everything cached about the project (pipeline, counts, candidates,
 * imports) and the project lists with their candidate counts are out of date. Other features'
 * keys are matched by the project id they contain, and by the ['projects', workspaceId] prefix.
 */
export const useRefreshProjectData = (workspaceId: string, projectId: string) => {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey.includes(projectId) ||
          (queryKey[0] === 'projects' && queryKey[1] === workspaceId),
      }),
    [queryClient, workspaceId, projectId],
  );
};
