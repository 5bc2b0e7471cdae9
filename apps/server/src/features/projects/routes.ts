import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import { jobResponse } from '@hirelane/domain/projects/job.schema';
import {
  archiveProjectRequest,
  createProjectRequest,
  createProjectResponse,
  jobIdParams,
  projectIdParams,
  projectListQuery,
  projectListResponse,
} from '@hirelane/domain/projects/project.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { createProject } from './create-project';
import { removeProject } from './delete-project';
import { getJobDetails } from './get-job-details';
import { listProjects } from './list-projects';
import { archiveProject } from './update-project';

const tags = ['projects'];

export const projectRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.post(
      '/api/project/create',
      {
        config: { permission: 'project:create' },
        schema: { tags, body: createProjectRequest, response: { 200: createProjectResponse } },
      },
      async (request) => {
        const { user } = requireSession(request);
        const created = await createProject(app.db, requireTenant(request), user.id, request.body);
        return { success: true, message: `${request.body.name} was created.`, data: created };
      },
    );

    fastify.get(
      '/api/project/list',
      { schema: { tags, querystring: projectListQuery, response: { 200: projectListResponse } } },
      async (request) => ({
        success: true,
        data: await listProjects(app.db, requireTenant(request), request.query),
      }),
    );

    fastify.put(
      '/api/project/archive/:id',
      {
        schema: {
          tags,
          params: projectIdParams,
          body: archiveProjectRequest,
          response: { 200: messageEnvelope },
        },
      },
      async (request) => ({
        success: true,
        message: await archiveProject(
          app.db,
          requireTenant(request),
          request.params.id,
          request.body.archived,
        ),
      }),
    );

    fastify.put(
      '/api/project/delete/:id',
      { schema: { tags, params: projectIdParams, response: { 200: messageEnvelope } } },
      async (request) => ({
        success: true,
        message: await removeProject(app.db, requireTenant(request), request.params.id),
      }),
    );

    fastify.get(
      '/api/job/get-complete-details/:linked_job',
      { schema: { tags, params: jobIdParams, response: { 200: jobResponse } } },
      async (request) => ({
        success: true,
        data: await getJobDetails(app.db, requireTenant(request), request.params.linked_job),
      }),
    );
  };
