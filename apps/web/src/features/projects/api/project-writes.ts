import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import {
  createProjectResponse,
  type CreateProjectRequest,
} from '@hirelane/domain/projects/project.schema';
import type { JobInput } from '@hirelane/domain/projects/job.schema';
import { apiPost, apiPut } from '../../../lib/api-client';
import { projectKeys } from './query-keys';

const loose = messageEnvelope.extend({ data: z.unknown().optional() });
const path = (action: string, id: string) => `/api/project/${action}/${encodeURIComponent(id)}`;

/** POST /api/project/create → {_id, linked_campaign, linked_job}. 422 field errors stay silent. */
export const createProject = async (body: CreateProjectRequest) =>
  (await apiPost('/api/project/create', createProjectResponse, body, { silent: true })).data;

/** PUT /api/project/update/{id} {name?, job?}. */
export const updateProject = (id: string, body: { name?: string; job?: JobInput }) =>
  apiPut(path('update', id), loose, body, { silent: true });

/** PUT /api/project/archive/{id} {archived}. */
export const archiveProject = (id: string, archived: boolean) =>
  apiPut(path('archive', id), loose, { archived }, { silent: true });

/** PUT /api/project/delete/{id}. */
export const deleteProject = (id: string) =>
  apiPut(path('delete', id), loose, {}, { silent: true });

/** After a write: the project's own queries, the projects list and the sidebar's recent list. */
export const refreshProjectQueries = (queryClient: QueryClient, workspaceId: string, id: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.project(workspaceId, id) }),
    queryClient.invalidateQueries({ queryKey: [...projectKeys.all(workspaceId), 'list'] }),
    queryClient.invalidateQueries({ queryKey: projectKeys.recent(workspaceId) }),
  ]);
